import { el } from '../dom.js';
import type { ToolbarButtonId } from '../settings.js';
import { iconFor } from './icons.js';

/** A toolbar control and when it is worth showing. */
export interface ToolButton {
  element: HTMLElement;
  /** Whether the control has something to do for this book (a TOC to show, a URL to open). */
  applies: () => boolean;
  /** Reflects its state (pressed, link target) after a change of book, setting or page. */
  sync?: () => void;
}

/** A toolbar button carrying the spec's id in data-button, labelled for assistive tech. */
export function toolButton(id: ToolbarButtonId, label: string, glyph: string): HTMLButtonElement {
  const element = el('button', 'fb-button fb-tool', { type: 'button', 'data-button': id, 'aria-label': label, title: label });
  element.append(glyphOf(glyph, id));
  return element;
}

/** A toolbar control that is a link (home, e-mail): it opens where its href says. */
export function toolLink(id: ToolbarButtonId, label: string, glyph: string): HTMLAnchorElement {
  const element = el('a', 'fb-button fb-tool', { 'data-button': id, 'aria-label': label, title: label });
  element.append(glyphOf(glyph, id));
  return element;
}

/** The control's drawn icon (styled by the theme's icon set), or its text glyph when it has none. */
export function glyphOf(glyph: string, iconName: string): HTMLElement {
  const icon = el('span', undefined, { 'aria-hidden': 'true' });
  const drawn = iconFor(iconName);
  if (drawn === null) icon.textContent = glyph;
  else icon.append(drawn);
  return icon;
}
