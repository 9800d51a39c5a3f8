import { describe, expect, it } from 'vitest';
import { keyAction } from './navigation-keys.js';

const plain = { ctrlKey: false, altKey: false, metaKey: false };

describe('navigation keys', () => {
  it('turns with the arrows and the page keys, and jumps with Home and End', () => {
    expect(['ArrowRight', 'PageDown', 'ArrowLeft', 'PageUp', 'Home', 'End'].map((key) => keyAction(key, plain))).toEqual([
      'next',
      'next',
      'previous',
      'previous',
      'first',
      'last',
    ]);
  });

  it('leaves other keys and browser chords alone', () => {
    expect(keyAction('a', plain)).toBeNull();
    expect(keyAction('toString', plain)).toBeNull();
    expect(keyAction('ArrowLeft', { ...plain, altKey: true })).toBeNull();
    expect(keyAction('Home', { ...plain, ctrlKey: true })).toBeNull();
  });

  it('reverses the arrows, and only the arrows, in a right-to-left book', () => {
    expect(['ArrowLeft', 'ArrowRight', 'PageDown', 'PageUp'].map((key) => keyAction(key, plain, true))).toEqual(['next', 'previous', 'next', 'previous']);
  });

  it('turns a top-bound book with the down and up arrows too, reversed right to left', () => {
    const keys = ['ArrowDown', 'ArrowUp', 'ArrowRight', 'ArrowLeft'];
    expect(keys.map((key) => keyAction(key, plain, false, true))).toEqual(['next', 'previous', 'next', 'previous']);
    expect(keys.map((key) => keyAction(key, plain, true, true))).toEqual(['previous', 'next', 'previous', 'next']);
    expect(keyAction('ArrowDown', plain)).toBeNull();
  });
});
