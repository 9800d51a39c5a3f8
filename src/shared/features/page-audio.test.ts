import { describe, expect, it } from 'vitest';
import { chooseVoice, hasSound, newPageAudio, parsePageAudio, subtitleText, withPageAudio } from './page-audio.js';
import { readingText } from './reading-text.js';

const MP3 = `media/${'a'.repeat(32)}.mp3`;

describe('page audio', () => {
  it('keeps well-formed entries and leaves out malformed ones, never guessing', () => {
    const parsed = parsePageAudio({
      p1: { source: 'speech', text: 'Hello', voice: 'Anna', lang: 'de-DE', subtitles: true, showSubtitles: true, pause: 2 },
      p2: { source: 'file', file: MP3, text: 'Words', subtitles: false, showSubtitles: false, pause: 500 },
      p3: { source: 'file', file: `media/${'b'.repeat(32)}.wav`, text: '' },
      p4: { source: 'video', text: 'x' },
      p5: 'speech',
      p6: { source: 'speech', text: '', lang: 'not a tag!' },
    });
    expect(Object.keys(parsed)).toEqual(['p1', 'p2', 'p6']);
    expect(parsed.p1).toEqual({ source: 'speech', text: 'Hello', voice: 'Anna', lang: 'de-DE', subtitles: true, showSubtitles: true, pause: 2 });
    expect(parsed.p2).toMatchObject({ file: MP3, pause: 60 });
    expect(parsed.p6?.lang).toBeUndefined();
    expect(parsePageAudio(['p1'])).toEqual({});
  });

  it('plays only what has something to play, and shows subtitles only when they are on', () => {
    const speech = newPageAudio('  Chapter one  ');
    expect(hasSound(speech)).toBe(true);
    expect(hasSound({ ...speech, text: ' ' })).toBe(false);
    expect(hasSound({ ...speech, source: 'file' })).toBe(false);
    expect(subtitleText(speech)).toBe('Chapter one');
    expect(subtitleText({ ...speech, subtitles: false })).toBe('');
  });

  it('sets and removes one page without touching the others', () => {
    const map = { p1: newPageAudio('a') };
    const next = withPageAudio(map, 'p2', newPageAudio('b'));
    expect(Object.keys(next)).toEqual(['p1', 'p2']);
    expect(Object.keys(withPageAudio(next, 'p1', null))).toEqual(['p2']);
    expect(Object.keys(map)).toEqual(['p1']);
  });

  it("picks the author's voice by name, else one speaking the language, else the default", () => {
    const voices = [
      { name: 'Alex', lang: 'en-US' },
      { name: 'Amélie', lang: 'fr-CA' },
      { name: 'Thomas', lang: 'fr-FR' },
    ];
    expect(chooseVoice(voices, { voice: 'Amélie', lang: 'fr-CA' })?.name).toBe('Amélie');
    expect(chooseVoice(voices, { voice: 'Missing', lang: 'fr-FR' })?.name).toBe('Thomas');
    expect(chooseVoice(voices, { voice: 'Missing', lang: 'fr-BE' })?.name).toBe('Amélie');
    expect(chooseVoice(voices, { voice: 'Missing', lang: 'ja-JP' })).toBeNull();
    expect(chooseVoice(voices, {})).toBeNull();
  });
});

describe('reading text from a text layer', () => {
  const run = (text: string, y: number) => ({ text, x: 0, y, width: 0.5, height: 0.02 });

  it('joins runs on a line with spaces, breaks lines, and mends hyphenated words', () => {
    expect(readingText([run('Free', 0.1), run('Culture', 0.1), run('publish-', 0.13), run('ing is open', 0.16), run('  ', 0.2)], 100)).toBe('Free Culture\npublishing is open');
  });

  it('stops at the limit on a word boundary', () => {
    const text = readingText([run('one two three four five six', 0.1)], 15);
    expect(text).toBe('one two three');
  });
});
