import { describe, expect, it } from 'vitest';
import { stepAfterChoice, stepBeforeLeaving } from './unsaved-guard.js';

describe('the unsaved-changes guard', () => {
  it('goes on without asking when no project is open or nothing changed', () => {
    expect(stepBeforeLeaving(null, false)).toBe('proceed');
    expect(stepBeforeLeaving({ dirty: false }, false)).toBe('proceed');
  });

  it('asks when the project is dirty or an edit is still waiting to reach the engine', () => {
    expect(stepBeforeLeaving({ dirty: true }, false)).toBe('ask');
    expect(stepBeforeLeaving({ dirty: false }, true)).toBe('ask');
  });

  it('saves in place, or asks where when the project was never saved', () => {
    expect(stepAfterChoice('save', { path: '/books/a.flipbook' })).toBe('save');
    expect(stepAfterChoice('save', { path: null })).toBe('saveAs');
  });

  it("goes on after Don't save and stops after Cancel", () => {
    expect(stepAfterChoice('discard', { path: null })).toBe('proceed');
    expect(stepAfterChoice('cancel', { path: '/a.flipbook' })).toBe('abort');
  });
});
