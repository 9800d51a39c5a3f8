import { describe, expect, it } from 'vitest';
import { bookTitle, bundleIdentifier, packageName, safeAppName } from './app-names.js';

describe('names of published apps', () => {
  it.each([
    ['My Book', 'My Book'],
    ['../../etc/passwd', 'etc passwd'],
    ['a:b*c?d"e<f>g|h\\i', 'a b c d e f g h i'],
    ['  ..hidden.  ', 'hidden'],
    ['CON', 'CON_'],
    ['lpt1', 'lpt1_'],
    ['年度报告', '年度报告'],
    ['\u0000\u0007', 'Flipbook'],
    ['', 'Flipbook'],
  ])('makes a safe file name of %j', (title, expected) => {
    expect(safeAppName(title)).toBe(expected);
  });

  it('caps the length of a name', () => {
    expect(Array.from(safeAppName('x'.repeat(500))).length).toBe(64);
  });

  it('derives a reverse-DNS bundle identifier that differs per title', () => {
    const id = bundleIdentifier('Annual Report 2026!');
    expect(id).toMatch(/^com\.flipbookstudio\.book\.annual-report-2026-[0-9a-f]{8}$/);
    expect(bundleIdentifier('年度报告')).toMatch(/^com\.flipbookstudio\.book\.b-[0-9a-f]{8}$/);
    expect(bundleIdentifier('年度报告')).not.toBe(bundleIdentifier('季度报告'));
    expect(bundleIdentifier('Café')).toMatch(/\.cafe-/);
  });

  it('gives a package name and a title for an untitled book', () => {
    expect(packageName('My Book')).toMatch(/^flipbook-my-book-[0-9a-f]{8}$/);
    expect(bookTitle('   ')).toBe('Flipbook');
    expect(bookTitle(' Title ')).toBe('Title');
  });
});
