import { describe, expect, it } from 'vitest';
import { notesKey, readNotes, writeNote } from './notes-store.js';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}

describe('reader notes', () => {
  it('stores, reads back and removes a page note under the book key', () => {
    const storage = memoryStorage();
    const key = notesKey('Free Culture', 352);
    let notes = writeNote(storage, key, {}, 12, 'Read again');
    notes = writeNote(storage, key, notes, 3, 'Intro');
    expect(readNotes(storage, key)).toEqual({ 3: 'Intro', 12: 'Read again' });
    notes = writeNote(storage, key, notes, 12, '   ');
    expect(readNotes(storage, key)).toEqual({ 3: 'Intro' });
    expect(notes).toEqual({ 3: 'Intro' });
  });

  it('ignores malformed storage and works without storage at all', () => {
    const key = notesKey('B', 2);
    expect(readNotes(memoryStorage({ [key]: 'not json' }), key)).toEqual({});
    expect(readNotes(memoryStorage({ [key]: '{"0":"x","2":5,"abc":"y","4":"ok"}' }), key)).toEqual({ 4: 'ok' });
    expect(readNotes(null, key)).toEqual({});
    expect(writeNote(null, key, {}, 1, 'kept for the visit')).toEqual({ 1: 'kept for the visit' });
  });
});
