/**
 * Creates an element with a class and attributes. Text is only ever set through
 * textContent by the callers, never as markup, so nothing from a book can become HTML.
 */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className?: string,
  attributes: Record<string, string> = {},
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  if (className !== undefined) element.className = className;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

/** Puts exactly this element (or nothing) into a container, moving it from wherever it was. */
export function showIn(container: HTMLElement, child: HTMLElement | null): void {
  if (child === null) container.replaceChildren();
  else if (container.firstElementChild !== child || container.childElementCount !== 1) container.replaceChildren(child);
}
