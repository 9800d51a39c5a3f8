import { chooseVoice, subtitleText, type PageAudio } from '../../shared/features/page-audio.js';
import { mediaUrl } from '../media-url.js';
import { androidSpeech, speakOnAndroid } from './android-speech.js';
import type { Reader } from '../reader.js';
import type { Sound } from '../toolbar/sound.js';
import { narrationPlan, type NarrationItem } from './narration-plan.js';
import { SubtitleBox } from './subtitle-box.js';
import './narration.css';

/**
 * Plays page audio: when the book comes to rest, each page on show is read aloud (text to
 * speech with the author's voice, or its MP3), one after another, each after its pause.
 * A turn stops it; the sound button mutes it; and like all sound it waits for the reader's
 * first key or press, since browsers refuse to speak or play before one.
 */
export class PageNarration {
  private playingKey: string | null = null;
  private run = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private audio: HTMLAudioElement | null = null;
  private readonly subtitles: SubtitleBox;

  constructor(
    private readonly reader: Reader,
    private readonly sound: Sound,
    private readonly stage: HTMLElement,
  ) {
    this.subtitles = new SubtitleBox(stage);
    reader.onTurn(() => this.stop());
    reader.onSettle(() => this.update(true));
    reader.onBookChange(() => this.update(false));
    sound.onChange(() => this.update(false));
    // Built after the book opened (the tools part loads after the first spread): the page on show may already speak.
    this.update(false);
  }

  /** Whether any page of the book has audio, so the sound button shows. */
  get available(): boolean {
    const book = this.reader.bookData;
    return book !== null && narrationPlan(book.settings, book.pages.map((page) => page.id)).items.length > 0;
  }

  /** Starts the shown pages' audio unless it is already playing; `again` replays it (a new arrival). */
  private update(again: boolean): void {
    const book = this.reader.bookData;
    if (book === null || !this.sound.on || !this.sound.started) return this.stop();
    const plan = narrationPlan(book.settings, this.reader.shownPages.map((page) => book.pages[page - 1]?.id));
    if (!again && plan.key === this.playingKey) return;
    this.stop();
    if (plan.items.length === 0) return;
    this.playingKey = plan.key;
    void this.play(plan.items, this.run);
  }

  private async play(items: readonly NarrationItem[], run: number): Promise<void> {
    for (const item of items) {
      await this.wait(item.audio.pause * 1000);
      if (run !== this.run) return;
      this.subtitles.show(subtitleText(item.audio), item.audio.showSubtitles);
      await (item.audio.source === 'file' ? this.playFile(item.audio) : this.speak(item.audio, run));
      if (run !== this.run) return;
      this.subtitles.hide();
    }
  }

  private wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      this.timer = setTimeout(resolve, ms);
    });
  }

  private playFile(audio: PageAudio): Promise<void> {
    const book = this.reader.bookData;
    const url = book === null ? null : mediaUrl(book, audio.file);
    if (url === null) return Promise.resolve();
    const element = new Audio(url);
    element.dataset.testid = 'page-narration';
    // Kept in the document (without controls it shows nothing) so what plays can be inspected.
    element.hidden = true;
    this.stage.append(element);
    this.audio = element;
    return new Promise((resolve) => {
      element.addEventListener('ended', () => resolve(), { once: true });
      element.addEventListener('error', () => resolve(), { once: true });
      element.play().catch(() => resolve());
    });
  }

  private speak(audio: PageAudio, run: number): Promise<void> {
    // In the Android app the phone's own engine speaks: its WebView has no speechSynthesis.
    const android = androidSpeech();
    if (android !== null) return speakOnAndroid(android, audio.text, audio.lang ?? '', () => run === this.run);
    const synth = globalThis.speechSynthesis as SpeechSynthesis | undefined;
    if (synth === undefined) return Promise.resolve();
    const utterance = new SpeechSynthesisUtterance(audio.text);
    const voice = chooseVoice(synth.getVoices(), audio);
    if (voice !== null) utterance.voice = voice;
    if (audio.lang !== undefined) utterance.lang = audio.lang;
    return new Promise((resolve) => {
      utterance.addEventListener('end', () => resolve());
      utterance.addEventListener('error', () => resolve());
      synth.speak(utterance);
    });
  }

  private stop(): void {
    this.run += 1;
    this.playingKey = null;
    clearTimeout(this.timer);
    if (this.audio !== null) {
      this.audio.pause();
      this.audio.removeAttribute('src');
      this.audio.remove();
      this.audio = null;
    }
    androidSpeech()?.stop();
    const synth = globalThis.speechSynthesis as SpeechSynthesis | undefined;
    if (synth?.speaking === true || synth?.pending === true) synth.cancel();
    this.subtitles.hide();
  }
}
