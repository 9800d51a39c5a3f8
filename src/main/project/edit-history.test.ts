import { describe, expect, it } from 'vitest';
import { defaultBookConfig } from '../../shared/domain/book.js';
import { EditHistory, HISTORY_LIMIT, TYPING_MERGE_MS } from './edit-history.js';
import type { ProjectDocument } from './project-document.js';
import { samplePage } from './project-test-support.js';

function doc(title = 'Book', settings: Record<string, unknown> = {}): ProjectDocument {
  return { book: { ...defaultBookConfig(title), settings }, pages: [], toc: [] };
}

/** A clock the test moves by hand. */
function clock() {
  let now = 0;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

describe('the edit history', () => {
  it('undoes and redoes a book edit, and reports the first and last steps', () => {
    const history = new EditHistory();
    const before = doc('Old');
    const after = doc('New');
    history.record(before, after);
    expect([history.undoCount, history.redoCount]).toEqual([1, 0]);
    const undone = history.undo(after);
    expect(undone?.book.title).toBe('Old');
    expect([history.undoCount, history.redoCount]).toEqual([0, 1]);
    expect(history.undo(undone ?? after)).toBeNull();
    expect(history.redo(undone ?? after)?.book.title).toBe('New');
    expect(history.redo(after)).toBeNull();
  });

  it('restores only the settings an edit changed, so later unrelated edits survive an undo', () => {
    const history = new EditHistory();
    const start = doc('Book', { flipTime: 0.3, scene: 'snow' });
    const edited = doc('Book', { flipTime: 1, scene: 'snow' });
    history.record(start, edited);
    // A change that is not recorded (say, from a remote client) to another key stays put.
    const laterElsewhere = doc('Book', { flipTime: 1, scene: 'moon' });
    expect(history.undo(laterElsewhere)?.book.settings).toEqual({ flipTime: 0.3, scene: 'moon' });
  });

  it('removes a setting again when undoing the edit that added it', () => {
    const history = new EditHistory();
    history.record(doc('Book'), doc('Book', { hardCover: true }));
    expect(history.undo(doc('Book', { hardCover: true }))?.book.settings).toEqual({});
  });

  it('squashes every edit of one gesture into one step, however long it takes', () => {
    const time = clock();
    const history = new EditHistory(time.now);
    let current = doc('Book', { volume: 0 });
    for (const volume of [0.1, 0.2, 0.5, 0.7]) {
      const next = doc('Book', { volume });
      history.record(current, next, { gesture: 'slider-1' });
      current = next;
      time.advance(5000);
    }
    expect(history.undoCount).toBe(1);
    expect(history.undo(current)?.book.settings).toEqual({ volume: 0 });
  });

  it('joins typing in one field within a second, and starts a new step after a pause or in another field', () => {
    const time = clock();
    const history = new EditHistory(time.now);
    history.record(doc('A'), doc('Ab'));
    time.advance(TYPING_MERGE_MS - 1);
    history.record(doc('Ab'), doc('Abc'));
    expect(history.undoCount).toBe(1);
    time.advance(TYPING_MERGE_MS + 1);
    history.record(doc('Abc'), doc('Abcd'));
    expect(history.undoCount).toBe(2);
    const withDescription: ProjectDocument = { ...doc('Abcd'), book: { ...doc('Abcd').book, description: 'x' } };
    history.record(doc('Abcd'), withDescription);
    expect(history.undoCount).toBe(3);
    expect(history.undo(withDescription)?.book.description).toBe('');
  });

  it('records page edits as steps and lists their page lists for the save to keep', () => {
    const history = new EditHistory();
    const one = { ...doc(), pages: [samplePage('a')] };
    const none = doc();
    history.record(one, none);
    expect(history.pageListsInHistory().flat().map((page) => page.id)).toContain('a');
    expect(history.undo(none)?.pages.map((page) => page.id)).toEqual(['a']);
  });

  it('records nothing for an edit that changes nothing, and a new edit clears redo', () => {
    const history = new EditHistory();
    history.record(doc('Same'), doc('Same'));
    expect(history.undoCount).toBe(0);
    history.record(doc('A'), doc('B'));
    history.undo(doc('B'));
    history.record(doc('A'), doc('C'));
    expect(history.redoCount).toBe(0);
  });

  it('forgets the oldest steps beyond its limit', () => {
    const time = clock();
    const history = new EditHistory(time.now);
    for (let index = 0; index < HISTORY_LIMIT + 5; index += 1) {
      history.record(doc(`t${index}`), doc(`t${index + 1}`));
      time.advance(TYPING_MERGE_MS * 2);
    }
    expect(history.undoCount).toBe(HISTORY_LIMIT);
  });
});
