import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGLISH_ERROR_MESSAGES } from '../../src/shared/errors/english-messages.js';
import { ERROR_CATALOGUE, ERROR_CODES } from '../../src/shared/errors/error-codes.js';

const LOCALES_DIR = path.resolve(import.meta.dirname, '..', '..', 'locales');
const LANGUAGES = ['zh', 'en', 'ja', 'hi', 'fr', 'ar', 'de', 'ko', 'pt', 'ro', 'es', 'th'];

type Tree = { [key: string]: string | Tree };

/** The feature areas: each folder of `locales/` holds one file per language, merged under the folder's name. */
const AREAS = fs.readdirSync(LOCALES_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

function readTree(file: string): Tree {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Tree;
}

/** A language's whole tree, as the editor loads it: the core file plus every area under its name. */
function load(code: string): Tree {
  const tree = readTree(path.join(LOCALES_DIR, `${code}.json`));
  for (const area of AREAS) {
    const file = path.join(LOCALES_DIR, area, `${code}.json`);
    if (fs.existsSync(file)) tree[area] = readTree(file);
  }
  return tree;
}

/** Every leaf as a dotted key with its text. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

/** The {{name}} and %name% placeholders of a text, which every translation must keep. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}|%(\w+)%/g)].map((match) => match[0]).sort();
}

describe('interface translations', () => {
  it('has a file for each of the 12 languages and no others', () => {
    const files = fs.readdirSync(LOCALES_DIR).filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -5));
    expect(files.sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(AREAS)('area %s has a file for each of the 12 languages and no others, and no area shadows a core key', (area) => {
    const files = fs.readdirSync(path.join(LOCALES_DIR, area)).filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -5));
    expect(files.sort()).toEqual([...LANGUAGES].sort());
    expect(Object.keys(readTree(path.join(LOCALES_DIR, 'en.json')))).not.toContain(area);
  });

  const english = flatten(load('en'));

  it.each(LANGUAGES)('%s has exactly the keys of every other language, none of them empty', (code) => {
    const keys = flatten(load(code));
    expect([...keys.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of keys) expect(text.trim(), `${code}: ${key}`).not.toBe('');
  });

  it.each(LANGUAGES)('%s keeps the placeholders of the English text', (code) => {
    for (const [key, text] of flatten(load(code))) {
      expect(placeholders(text), `${code}: ${key}`).toEqual(placeholders(english.get(key) ?? ''));
    }
  });

  it('has a translation for every error of the catalogue', () => {
    for (const key of Object.values(ERROR_CATALOGUE)) expect(english.has(key), key).toBe(true);
  });

  it("gives the spec's exact English error messages", () => {
    for (const code of ERROR_CODES) expect(english.get(ERROR_CATALOGUE[code]), code).toBe(ENGLISH_ERROR_MESSAGES[code]);
  });
});
