import { el } from '../dom.js';
import { READER_STRINGS } from '../strings.js';
import { glyphOf } from './tool-button.js';

const MENU_ID = 'fb-more-menu';
/** The room kept between the menu and the reader's edges, in CSS pixels. */
const EDGE = 4;

/**
 * The "more" button and the menu it opens, which holds the toolbar controls that do not fit
 * on the bar (toolbar-fit.ts moves them in and out). The menu follows the ARIA menu button
 * pattern: arrows, Home and End move between items, Escape and Tab close it, and focus
 * returns to the button. It lives in the reader root, not in the bar, so a bar that clips
 * its overflow never clips the menu.
 */
export class OverflowMenu {
  readonly button: HTMLButtonElement;
  readonly menu: HTMLElement;

  constructor(private readonly root: HTMLElement) {
    const label = READER_STRINGS.moreTools;
    this.button = el('button', 'fb-button fb-more', {
      type: 'button',
      'aria-label': label,
      title: label,
      'aria-haspopup': 'menu',
      'aria-expanded': 'false',
      'aria-controls': MENU_ID,
    });
    this.button.append(glyphOf('⋯', 'more'));
    this.menu = el('div', 'fb-menu', { id: MENU_ID, role: 'menu', 'aria-label': label, 'data-testid': 'more-menu' });
    this.menu.hidden = true;
    root.append(this.menu);

    this.button.addEventListener('click', () => (this.isOpen ? this.close(false) : this.open('first')));
    this.button.addEventListener('keydown', (event) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      this.open(event.key === 'ArrowDown' ? 'first' : 'last');
    });
    this.menu.addEventListener('keydown', (event) => this.onMenuKey(event));
    // An item's own handler runs first (it is the target); then the menu has done its job.
    this.menu.addEventListener('click', (event) => {
      if ((event.target as Element).closest('[role^="menuitem"]') !== null) this.close(false);
    });
    root.ownerDocument.addEventListener('pointerdown', (event) => {
      const target = event.target as Node;
      if (this.isOpen && !this.menu.contains(target) && !this.button.contains(target)) this.close(false);
    }, true);
  }

  get isOpen(): boolean {
    return !this.menu.hidden;
  }

  /** The items a reader can reach now, in the order they are shown. */
  items(): HTMLElement[] {
    return [...this.menu.querySelectorAll<HTMLElement>('[role^="menuitem"]')]
      .filter((item) => item.offsetParent !== null)
      // Document order, then the author's phone order (mountMobileOrder) as CSS shows it.
      .sort((a, b) => Number(getComputedStyle(a).order) - Number(getComputedStyle(b).order));
  }

  open(focus: 'first' | 'last'): void {
    this.menu.hidden = false;
    this.button.setAttribute('aria-expanded', 'true');
    this.place();
    const items = this.items();
    (focus === 'first' ? items[0] : items.at(-1))?.focus();
  }

  /**
   * Closes the menu. Focus goes back to the button when asked, or when it would otherwise be
   * lost in the hidden menu (an item that opened no panel, such as full screen).
   */
  close(refocus: boolean): void {
    if (!this.isOpen) return;
    this.menu.hidden = true;
    this.button.setAttribute('aria-expanded', 'false');
    const active = this.root.ownerDocument.activeElement;
    if (refocus || active === null || active === this.root.ownerDocument.body || this.menu.contains(active)) this.button.focus();
  }

  /** Puts the menu beside its button, on the side with more room, and no taller than that room. */
  place(): void {
    if (!this.isOpen) return;
    const frame = this.root.getBoundingClientRect();
    const anchor = this.button.getBoundingClientRect();
    const style = this.menu.style;
    const below = frame.bottom - anchor.bottom;
    const above = anchor.top - frame.top;
    style.top = below >= above ? `${anchor.bottom - frame.top + EDGE}px` : '';
    style.bottom = below >= above ? '' : `${frame.bottom - anchor.top + EDGE}px`;
    style.maxHeight = `${Math.max(below, above) - 2 * EDGE}px`;
    const width = this.menu.offsetWidth;
    const left = Math.min(anchor.right - frame.left - width, frame.width - width - EDGE);
    style.left = `${Math.max(EDGE, left)}px`;
  }

  private onMenuKey(event: KeyboardEvent): void {
    const items = this.items();
    const at = items.indexOf(event.target as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 };
    const next = moves[event.key];
    if (next !== undefined) items[(next + items.length) % items.length]?.focus();
    else if (event.key === 'Escape') this.close(true);
    else if (event.key === 'Tab') this.close(true);
    else return;
    // Keys the menu used never reach the book, which would turn pages on arrows.
    if (event.key !== 'Tab') event.preventDefault();
    event.stopPropagation();
  }
}
