import { describe, expect, it } from 'vitest';
import { READER_LOCALES } from '../locales.js';
import { narrationPlan } from './narration-plan.js';
import { NARRATION_WORD_LOCALES } from './narration-words.js';

const MP3 = `media/${'c'.repeat(32)}.mp3`;

describe('what the reader plays for the pages on show', () => {
  const settings = {
    pageAudio: {
      a: { source: 'speech', text: 'Left page', subtitles: true, showSubtitles: true, pause: 0 },
      b: { source: 'file', file: MP3, text: '', subtitles: false, showSubtitles: false, pause: 1 },
      c: { source: 'speech', text: '   ', subtitles: false, showSubtitles: false, pause: 0 },
    },
  };

  it('plays each shown page with something to play, in reading order', () => {
    const plan = narrationPlan(settings, ['b', 'a']);
    expect(plan.items.map((item) => item.pageId)).toEqual(['b', 'a']);
    expect(narrationPlan(settings, ['c', undefined, 'z']).items).toEqual([]);
  });

  it('names a plan by what it plays, so only a real change restarts it', () => {
    const before = narrationPlan(settings, ['a']).key;
    expect(narrationPlan({ ...settings, flipSound: false }, ['a']).key).toBe(before);
    const edited = { pageAudio: { ...settings.pageAudio, a: { ...settings.pageAudio.a, text: 'New words' } } };
    expect(narrationPlan(edited, ['a']).key).not.toBe(before);
  });

  it('has subtitle words in every reader language', () => {
    expect([...NARRATION_WORD_LOCALES].sort()).toEqual([...READER_LOCALES].sort());
  });
});
