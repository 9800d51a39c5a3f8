import { el } from '../dom.js';
import { settingOrDefault } from './appearance-vars.js';
import { appearanceWords } from './appearance-words.js';

/** How long a prompt stays when the reader does nothing. */
export const PROMPT_MS = 6000;

/** Which prompt a book shows on this device: the gesture hint on touch screens, the help line elsewhere. */
export function promptKind(raw: Readonly<Record<string, unknown>>, touch: boolean): 'help' | 'gesture' | null {
  if (touch && settingOrDefault(raw, 'gesturePrompt') === true) return 'gesture';
  if (!touch && settingOrDefault(raw, 'helpPrompt') === true) return 'help';
  return null;
}

/**
 * The help or gesture prompt: one line over the book when it opens (or when the author turns
 * the prompt on in the preview), gone at the reader's first key or touch, or after a while.
 */
export function createPrompt(stage: HTMLElement, touch: () => boolean) {
  // Made on first use, so a book without prompts keeps the reader's DOM as it was.
  let box: HTMLElement | null = null;
  let shownKind: 'help' | 'gesture' | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hide = () => {
    if (box !== null) box.hidden = true;
    clearTimeout(timer);
  };
  const ensureBox = (): HTMLElement => {
    if (box !== null) return box;
    // A note, not a status: the page announcer stays the reader's only live region.
    box = el('div', 'fb-prompt', { role: 'note', 'data-testid': 'reader-prompt' });
    stage.append(box);
    stage.addEventListener('pointerdown', hide);
    window.addEventListener('keydown', hide);
    return box;
  };

  return {
    apply(raw: Readonly<Record<string, unknown>>): void {
      const kind = promptKind(raw, touch());
      if (kind === shownKind) return;
      shownKind = kind;
      if (kind === null) return hide();
      const words = appearanceWords(document.documentElement.lang);
      const shown = ensureBox();
      shown.textContent = kind === 'gesture' ? words.gesture : words.help;
      shown.hidden = false;
      clearTimeout(timer);
      timer = setTimeout(hide, PROMPT_MS);
    },
  };
}
