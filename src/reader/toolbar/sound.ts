import { hadFirstGesture } from '../first-gesture.js';
import { mediaUrl } from '../media-url.js';
import type { Reader } from '../reader.js';

/** Length of the synthesised flip sound, in seconds. */
const FLIP_SECONDS = 0.28;

/**
 * The flip sound and the background music. The flip is synthesised with WebAudio (band-
 * passed noise with a falling sweep and a fast decay, like paper brushing paper), so a
 * book carries no sound file for it. Browsers only allow sound after a user gesture, so
 * the audio starts on the reader's first key or press, and the sound button mutes both
 * (and the page audio, which listens through onChange).
 */
export class Sound {
  private context: AudioContext | null = null;
  private noise: AudioBuffer | null = null;
  private music: HTMLAudioElement | null = null;
  private playsLeft = 0;
  private enabled = true;
  private begun = false;
  private readonly listeners: (() => void)[] = [];

  constructor(private readonly reader: Reader) {
    reader.onTurn(() => this.flip());
    const begin = (): void => {
      if (this.begun) return;
      this.begun = true;
      if (this.enabled) this.startMusic();
      this.notify();
    };
    document.addEventListener('pointerdown', begin, { capture: true });
    document.addEventListener('keydown', begin, { capture: true });
    // A gesture made before this part loaded counts (its listeners, built after it, ask `started`).
    if (hadFirstGesture()) {
      this.begun = true;
      this.startMusic();
    }
  }

  get on(): boolean {
    return this.enabled;
  }

  /** Whether the reader has pressed or typed yet, so the browser lets the book make sound. */
  get started(): boolean {
    return this.begun;
  }

  /** Called when sound becomes allowed (the first gesture) or is switched on or off. */
  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }

  /** Whether the book has any sound to switch. */
  get available(): boolean {
    return this.reader.settings.flipSound || this.reader.settings.backgroundSound !== '';
  }

  toggle(): void {
    this.enabled = !this.enabled;
    this.begun = true;
    if (this.enabled) this.startMusic();
    else this.music?.pause();
    this.notify();
  }

  /** The music's URL: a file stored in the book through its media table, a web or relative link as it is. */
  private musicUrl(): string | null {
    return mediaUrl(this.reader.bookData ?? {}, this.reader.settings.backgroundSound);
  }

  /** Applies a changed book: new music, volume or loop count. */
  bookChanged(): void {
    const { backgroundSoundVolume } = this.reader.settings;
    if (this.music !== null && this.music.getAttribute('src') !== this.musicUrl()) {
      this.music.pause();
      this.music = null;
    }
    if (this.music !== null) this.music.volume = backgroundSoundVolume;
    if (this.begun && this.enabled) this.startMusic();
  }

  private startMusic(): void {
    const { backgroundSoundLoops, backgroundSoundVolume } = this.reader.settings;
    const url = this.musicUrl();
    if (url === null) return;
    if (this.music === null) {
      const music = new Audio(url);
      music.volume = backgroundSoundVolume;
      music.dataset.testid = 'background-music';
      this.playsLeft = backgroundSoundLoops;
      // The loop count is counted by hand: the loop attribute only knows forever.
      music.addEventListener('ended', () => {
        if (this.playsLeft > 0) this.playsLeft -= 1;
        if (this.enabled && this.playsLeft !== 0) void music.play().catch(() => undefined);
      });
      this.music = music;
    }
    if (this.music.paused && this.playsLeft !== 0) void this.music.play().catch(() => undefined);
  }

  private flip(): void {
    if (!this.enabled || !this.reader.settings.flipSound) return;
    const context = (this.context ??= new AudioContext());
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    const noise = (this.noise ??= whiteNoise(context));
    const source = context.createBufferSource();
    source.buffer = noise;
    const filter = context.createBiquadFilter();
    filter.type = 'bandpass';
    filter.Q.value = 0.8;
    const now = context.currentTime;
    filter.frequency.setValueAtTime(3200, now);
    filter.frequency.exponentialRampToValueAtTime(700, now + FLIP_SECONDS);
    const gain = context.createGain();
    gain.gain.setValueAtTime(0.0001, now);
    gain.gain.exponentialRampToValueAtTime(0.35, now + 0.03);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + FLIP_SECONDS);
    source.connect(filter).connect(gain).connect(context.destination);
    source.start(now);
    source.stop(now + FLIP_SECONDS);
  }
}

function whiteNoise(context: AudioContext): AudioBuffer {
  const buffer = context.createBuffer(1, Math.ceil(context.sampleRate * FLIP_SECONDS), context.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < data.length; i += 1) data[i] = Math.random() * 2 - 1;
  return buffer;
}
