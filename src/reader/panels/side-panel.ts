import { el } from '../dom.js';
import { READER_STRINGS } from '../strings.js';

/** What a panel shows: its title and a function that fills its body when it opens. */
export interface PanelContent {
  id: string;
  title: string;
  fill: (body: HTMLElement) => void;
}

/**
 * The one side panel of the reader. Only one panel is open at a time, so thumbnails, the
 * table of contents and the go-to field never stack over the book. It sits outside the
 * stage, so clicks in it never reach the page-turn input. Closing it returns the focus to
 * the button that opened it, for keyboard readers.
 */
export class SidePanel {
  readonly element: HTMLElement;
  private readonly heading: HTMLElement;
  private readonly body: HTMLElement;
  private openId: string | null = null;
  private opener: HTMLElement | null = null;

  constructor(parent: HTMLElement) {
    this.heading = el('h2', 'fb-panel-title', { id: 'fb-panel-title' });
    const close = el('button', 'fb-button fb-panel-close', { type: 'button', 'aria-label': READER_STRINGS.close, title: READER_STRINGS.close });
    const icon = el('span', undefined, { 'aria-hidden': 'true' });
    icon.textContent = '×';
    close.append(icon);
    close.addEventListener('click', () => this.close());
    const header = el('div', 'fb-panel-header');
    header.append(this.heading, close);
    this.body = el('div', 'fb-panel-body');
    this.element = el('aside', 'fb-panel', { 'aria-labelledby': 'fb-panel-title', 'data-testid': 'side-panel' });
    this.element.hidden = true;
    this.element.append(header, this.body);
    // Arrow keys inside a panel move within it, not through the book.
    this.element.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') this.close();
      if (event.key.startsWith('Arrow') || event.key.startsWith('Page') || event.key === 'Home' || event.key === 'End') event.stopPropagation();
    });
    parent.append(this.element);
  }

  get current(): string | null {
    return this.openId;
  }

  /** Opens a panel, or closes it when it is the one already open (a toolbar toggle). */
  toggle(content: PanelContent, opener: HTMLElement): void {
    if (this.openId === content.id) {
      this.close();
      return;
    }
    this.opener?.setAttribute('aria-expanded', 'false');
    this.openId = content.id;
    this.opener = opener;
    opener.setAttribute('aria-expanded', 'true');
    this.element.dataset.panel = content.id;
    this.heading.textContent = content.title;
    this.body.replaceChildren();
    content.fill(this.body);
    this.element.hidden = false;
    const first = this.body.querySelector<HTMLElement>('[aria-current="page"]') ?? this.body.querySelector<HTMLElement>('input, button, a');
    first?.focus();
  }

  close(): void {
    if (this.openId === null) return;
    this.openId = null;
    this.element.hidden = true;
    this.body.replaceChildren();
    this.opener?.setAttribute('aria-expanded', 'false');
    // An opener in the closed "more" menu cannot take focus; the menu's button stands in for it.
    const menu = this.opener?.closest<HTMLElement>('[role="menu"]');
    const returnTo = menu?.hidden === true ? document.querySelector<HTMLElement>(`[aria-controls="${menu.id}"]`) : this.opener;
    returnTo?.focus();
    this.opener = null;
  }
}
