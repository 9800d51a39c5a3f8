import { describe, expect, it } from 'vitest';
import { isAllowedBookFile, manifestProblems, pathProblem } from './manifest-rules.js';

const hash = 'a'.repeat(64);
const book = (...paths: string[]) => ({ files: ['index.html', 'reader.js', 'book.js', ...paths].map((path) => ({ path, size: 1, sha256: hash })) });

describe('checking a manifest', () => {
  it('takes what the HTML publisher writes', () => {
    for (const path of ['index.html', 'reader.css', 'templates/metro.css', 'scenes/snow.js', 'files/text.js', 'files/sealed/pages.js', 'files/page-12-hd.webp', 'text/page-3.html', 'files/original/Report 2026.pdf', `files/media/${'0'.repeat(32)}.mp3`, `files/media/${'0'.repeat(32)}.docx`]) {
      expect(isAllowedBookFile(path), path).toBe(true);
    }
    expect(manifestProblems(book('files/page-1-thumb.webp'))).toEqual([]);
  });

  it('refuses other types, executables anywhere and attachments outside files/media', () => {
    for (const path of ['setup.exe', `files/media/${'0'.repeat(32)}.exe`, `files/media/${'0'.repeat(32)}.EXE`, 'files/report.docx', 'logo.svg', 'data.json', 'font.woff2', 'Makefile']) {
      expect(isAllowedBookFile(path), path).toBe(false);
    }
  });

  it('refuses paths that could leave the book or mean two things', () => {
    for (const path of ['../x.js', 'a/../../x.js', './x.js', '/x.js', 'C:/x.js', 'a\\x.js', 'a//x.js', 'a/', 'a%2fx.js', 'a?.js', 'a#.js', 'a\u0000.js', 'a\u007f.js', `${'a'.repeat(258)}.js`]) {
      expect(pathProblem(path), path).not.toBeNull();
    }
    expect(pathProblem(`${'a'.repeat(257)}.js`)).toBeNull();
  });
});
