import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import yaml from 'js-yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { oneLine, phpCommentText, phpString, pluginNames, xmlText, yamlString } from './plugin-names.js';
import { runPhp } from './testing/php.js';

// Fuzzing (issue 14, item 13): a book's title is user text, often a PDF's own, and each plug-in
// writes it into PHP, a PHP header comment, Joomla's XML and Drupal's YAML.
const hostile = fc.constantFrom("'", '\\', '"', '*/', '/*', '?>', '<?php', '<', '>', '&', '&amp;', ']]>', '\n', '\r', '\t', '\u0000', '\u0085', '\u2028', '#', ': ', '- ', '{', '[', '%', '@', '`', '$x', '${x}', 'é', '年', '😀', '\ud800', '\ufffe', ' ');
const titles = fc.array(fc.oneof(hostile, fc.string({ maxLength: 6, unit: 'binary' })), { maxLength: 10 }).map((parts) => parts.join(''));
const sample = fc.sample(titles, { numRuns: 400, seed: 1414 });
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-escape-fuzz-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** The title as each format can hold it: one line, without what XML 1.0 forbids. */
const asXmlHolds = (title: string) => oneLine(title).replace(/[\p{Cs}\ufffe\uffff]/gu, '');

describe('the plug-in writers escape any title (property)', () => {
  it('PHP reads back every title written as a string literal, and no header comment ends early', () => {
    // One PHP file for all the titles: each comment, then its string, so a comment that ended
    // early would turn the rest into code and break the count or the strings.
    const lines = sample.map((title) => `/** Plugin Name: ${phpCommentText(title)} */\n$titles[] = ${phpString(title)};`);
    const file = path.join(work, 'titles.php');
    // Strings PHP holds as bytes: it gets UTF-8, so a lone surrogate reaches it as U+FFFD.
    fs.writeFileSync(file, `<?php\n$titles = [];\n${lines.join('\n')}\necho base64_encode(json_encode(array_map('base64_encode', $titles)));\n`);
    const run = runPhp([file]);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const read = (JSON.parse(Buffer.from(run.stdout, 'base64').toString('utf8')) as string[]).map((text) => Buffer.from(text, 'base64').toString('utf8'));
    expect(read).toEqual(sample.map((title) => Buffer.from(title, 'utf8').toString('utf8')));
  });

  it('Joomla XML stays well formed and reads back the title, as text and as an attribute', () => {
    const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false, parseAttributeValue: false, trimValues: false, processEntities: true });
    for (const title of sample) {
      const escaped = xmlText(title);
      const document = `<?xml version="1.0" encoding="utf-8"?><extension><name title="${escaped}">${escaped}</name></extension>`;
      expect(XMLValidator.validate(document), JSON.stringify(title)).toBe(true);
      const name = (parser.parse(document) as { extension: { name: { '#text'?: string; '@title': string } | string } }).extension.name;
      const text = typeof name === 'string' ? name : (name['#text'] ?? '');
      const attribute = typeof name === 'string' ? '' : name['@title'];
      expect(text, JSON.stringify(title)).toBe(asXmlHolds(title));
      expect(attribute, JSON.stringify(title)).toBe(asXmlHolds(title));
    }
  });

  it('Drupal YAML reads back the title as one string, never a list, a map or a comment', () => {
    for (const title of sample) {
      const info = yaml.load(`name: ${yamlString(title)}\ntype: module\n`) as Record<string, unknown>;
      expect(info, JSON.stringify(title)).toEqual({ name: oneLine(title), type: 'module' });
    }
  });

  it('never lets a title into a name, a path or a PHP identifier', () => {
    for (const title of sample) {
      const names = pluginNames(title, '', 'k3x9q2');
      expect(names.slug).toMatch(/^flipbook(-[a-z0-9]+)+-k3x9q2$/);
      expect(names.machine).toMatch(/^flipbook(_[a-z0-9]+)+$/);
      expect(names.className).toMatch(/^Flipbook[A-Za-z0-9]+$/);
    }
  });
});
