import { el } from '../dom.js';
import { narrationWords } from './narration-words.js';

/**
 * The subtitles of the page audio playing, at the foot of the stage, read out to screen
 * readers politely. The author chooses whether they show from the start; a reader can hide
 * them or show them with the CC button, and that choice holds for the rest of the visit.
 */
export class SubtitleBox {
  private readonly box: HTMLElement;
  private readonly text: HTMLElement;
  private readonly toggle: HTMLButtonElement;
  private readerChoice: boolean | null = null;
  private authorChoice = false;

  constructor(stage: HTMLElement) {
    const words = narrationWords();
    this.box = el('div', 'fb-subtitles', { 'data-testid': 'subtitles', 'aria-label': words.subtitles });
    this.box.hidden = true;
    this.text = el('p', 'fb-subtitles-text', { 'aria-live': 'polite' });
    this.toggle = el('button', 'fb-subtitles-toggle', { type: 'button', 'data-testid': 'subtitles-toggle' });
    this.toggle.textContent = 'CC';
    // The box sits on the book: keep its presses from starting a page drag.
    this.box.addEventListener('pointerdown', (event) => event.stopPropagation());
    this.toggle.addEventListener('click', () => {
      this.readerChoice = !this.visible;
      this.render();
    });
    this.box.append(this.text, this.toggle);
    stage.append(this.box);
  }

  private get visible(): boolean {
    return this.readerChoice ?? this.authorChoice;
  }

  /** Shows the subtitles of the audio starting now; `text` '' means it has none. */
  show(text: string, shownByAuthor: boolean): void {
    this.text.textContent = text;
    this.authorChoice = shownByAuthor;
    this.box.hidden = text === '';
    this.render();
  }

  hide(): void {
    this.box.hidden = true;
    this.text.textContent = '';
  }

  private render(): void {
    const words = narrationWords();
    this.text.hidden = !this.visible;
    this.box.classList.toggle('fb-subtitles-collapsed', !this.visible);
    this.toggle.setAttribute('aria-pressed', String(this.visible));
    this.toggle.setAttribute('aria-label', this.visible ? words.hideSubtitles : words.showSubtitles);
    this.toggle.title = this.visible ? words.hideSubtitles : words.showSubtitles;
  }
}
