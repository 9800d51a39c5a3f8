import { isBookMediaKey } from '../media/book-media.js';

/**
 * Page audio (the assistant tab): a page can be read aloud, either by the reader's own text
 * to speech (Web Speech API, with the voice the author picked) or from an uploaded MP3.
 * Stored in the settings key `pageAudio`, keyed by page id, so audio follows its page when
 * pages are reordered and disappears with a deleted page. Parsed by hand, not with zod, so
 * the reader can share this file without carrying a schema library.
 */
export const PAGE_AUDIO_SETTING = 'pageAudio';
/** The setting whose change clears all page audio (after a confirmation), as the spec says. */
export const PAGE_DISPLAY_MODE_SETTING = 'pageMode';

export const PAGE_AUDIO_SOURCES = ['speech', 'file'] as const;
export type PageAudioSource = (typeof PAGE_AUDIO_SOURCES)[number];

/** Enough for the densest page read aloud; bounded for hostile project files. */
export const PAGE_AUDIO_TEXT_MAX = 5000;
export const PAGE_AUDIO_VOICE_MAX = 200;
/** The longest pause before a page's audio starts, in seconds. */
export const PAGE_AUDIO_PAUSE_MAX = 60;

export interface PageAudio {
  source: PageAudioSource;
  /** What text to speech reads; for an MP3, the words shown as its subtitles. */
  text: string;
  /** The name of the chosen system voice; absent means the reader's default voice. */
  voice?: string;
  /** The voice's language (BCP 47), so a reader without that voice picks one that speaks it. */
  lang?: string;
  /** The uploaded MP3, a media key; only for source 'file'. */
  file?: string;
  /** Whether the page has subtitles at all. */
  subtitles: boolean;
  /** Whether the subtitles show from the start (the reader can still toggle them). */
  showSubtitles: boolean;
  /** Seconds the reader waits after the page comes into view before its audio starts. */
  pause: number;
}

export type PageAudioMap = Record<string, PageAudio>;

/** The audio a page gets when the author first turns it on. */
export function newPageAudio(text: string): PageAudio {
  return { source: 'speech', text: text.slice(0, PAGE_AUDIO_TEXT_MAX), subtitles: true, showSubtitles: false, pause: 1 };
}

const LANG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8}){0,3}$/;

function optionalText(value: unknown, max: number): string | undefined {
  return typeof value === 'string' && value !== '' ? value.slice(0, max) : undefined;
}

/** One page's audio from a stored value, or null when it is malformed or has nothing to play. */
export function parseOnePageAudio(value: unknown): PageAudio | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  const source = PAGE_AUDIO_SOURCES.find((candidate) => candidate === raw.source);
  if (source === undefined) return null;
  const text = typeof raw.text === 'string' ? raw.text.slice(0, PAGE_AUDIO_TEXT_MAX) : '';
  const file = isBookMediaKey(raw.file) && raw.file.endsWith('.mp3') ? raw.file : undefined;
  // Speech with no text yet is kept (the author is about to type it); the reader skips it.
  if (source === 'file' && file === undefined) return null;
  const pause = typeof raw.pause === 'number' && Number.isFinite(raw.pause) ? Math.min(PAGE_AUDIO_PAUSE_MAX, Math.max(0, raw.pause)) : 0;
  const audio: PageAudio = { source, text, subtitles: raw.subtitles === true, showSubtitles: raw.showSubtitles === true, pause };
  const voice = optionalText(raw.voice, PAGE_AUDIO_VOICE_MAX);
  if (voice !== undefined) audio.voice = voice;
  if (typeof raw.lang === 'string' && LANG.test(raw.lang)) audio.lang = raw.lang;
  if (source === 'file' && file !== undefined) audio.file = file;
  return audio;
}

/** Every page's audio from the stored setting; malformed entries are left out, never guessed at. */
export function parsePageAudio(value: unknown): PageAudioMap {
  const out: PageAudioMap = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return out;
  for (const [pageId, entry] of Object.entries(value as Record<string, unknown>)) {
    const audio = parseOnePageAudio(entry);
    if (audio !== null && pageId !== '' && pageId.length <= 200) out[pageId] = audio;
  }
  return out;
}

/** Whether a page's audio has anything to play: words to speak, or its MP3. */
export function hasSound(audio: PageAudio): boolean {
  return audio.source === 'file' ? audio.file !== undefined : audio.text.trim() !== '';
}

/** The map with one page's audio set, or removed when `audio` is null. */
export function withPageAudio(map: Readonly<PageAudioMap>, pageId: string, audio: PageAudio | null): PageAudioMap {
  const next: PageAudioMap = { ...map };
  if (audio === null) delete next[pageId];
  else next[pageId] = audio;
  return next;
}

/** The words subtitles show for a page, or '' when it shows none. */
export function subtitleText(audio: PageAudio): string {
  return audio.subtitles ? audio.text.trim() : '';
}

/**
 * The voice a reader uses for a page: the author's voice by name when the device has it,
 * else one speaking the same language (exact tag first, then the same base language),
 * else null for the browser's default.
 */
export function chooseVoice<V extends { name: string; lang: string }>(voices: readonly V[], audio: Pick<PageAudio, 'voice' | 'lang'>): V | null {
  const byName = audio.voice === undefined ? undefined : voices.find((voice) => voice.name === audio.voice);
  if (byName !== undefined) return byName;
  if (audio.lang === undefined) return null;
  const wanted = audio.lang.toLowerCase();
  const base = wanted.split('-')[0];
  return voices.find((voice) => voice.lang.toLowerCase() === wanted) ?? voices.find((voice) => voice.lang.toLowerCase().split(/[-_]/)[0] === base) ?? null;
}
