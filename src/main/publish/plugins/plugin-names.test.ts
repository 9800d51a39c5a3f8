import { describe, expect, it } from 'vitest';
import { phpCommentText, phpString, pluginNames, xmlText, yamlString } from './plugin-names.js';

const ID = 'k3x9q2';

describe('plug-in names', () => {
  it('derives ASCII slugs, machine names and class names from a title and the book id', () => {
    expect(pluginNames('Année 2024: Rapport', '', ID)).toEqual({
      title: 'Année 2024: Rapport',
      slug: 'flipbook-annee-2024-rapport-k3x9q2',
      machine: 'flipbook_annee_2024_rapport_k3x9q2',
      className: 'FlipbookAnnee2024RapportK3x9q2',
    });
    expect(pluginNames('Flipbook of cats', '', ID).slug).toBe('flipbook-of-cats-k3x9q2');
  });

  it('gives two books with the same title, or titles without ASCII letters, different names', () => {
    expect(pluginNames('Report', '', 'aaaaaa').slug).not.toBe(pluginNames('Report', '', 'bbbbbb').slug);
    expect(pluginNames('年度报告', '', 'aaaaaa').slug).toBe('flipbook-book-aaaaaa');
    expect(pluginNames('Годовой отчёт', '', 'bbbbbb').slug).toBe('flipbook-book-bbbbbb');
  });

  it('never lets a title steer a path or a PHP name, and falls back when nothing is left', () => {
    for (const title of ['../../etc/passwd', '..\\..\\x', '年度报告', '<?php ?>', '   ']) {
      const names = pluginNames(title, '', ID);
      expect(names.slug, title).toMatch(/^flipbook(-[a-z0-9]+)+$/);
      expect(names.machine, title).toMatch(/^flipbook(_[a-z0-9]+)+$/);
      expect(names.className, title).toMatch(/^Flipbook[A-Za-z0-9]+$/);
    }
    expect(pluginNames('', 'Book title', ID).title).toBe('Book title');
    expect(pluginNames('x'.repeat(200), '', ID).slug.length).toBeLessThanOrEqual('flipbook-'.length + 40 + `-${ID}`.length);
  });

  it('refuses a book id that could steer a name', () => {
    for (const id of ['', '../x', 'ABC', 'a-b']) expect(() => pluginNames('Book', '', id), id).toThrow(/not a book id/);
  });

  it('escapes for each context', () => {
    expect(phpString("it's \\ ok")).toBe("'it\\'s \\\\ ok'");
    expect(phpCommentText('a */ b\n * Evil: yes')).toBe('a * / b * Evil: yes');
    expect(xmlText('<a href="x">&\'\u0001')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
    expect(yamlString("it's: [x]\n# y")).toBe("'it''s: [x] # y'");
  });
});
