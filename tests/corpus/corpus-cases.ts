import fs from 'node:fs';
import path from 'node:path';
import { CORPUS_DIR } from '../../src/main/import/testing/import-world.js';

/** One PDF of the shared corpus, with the password its manifest gives, if any. */
export interface CorpusCase {
  name: string;
  file: string;
  password?: string;
}

interface ManifestEntry {
  file?: string;
  password?: string;
}

/**
 * pdf.js's test PDFs with their passwords from test_manifest.json. Several manifest entries
 * can name one file; the first password found for a file is its password. The manifest's
 * paths are pdf.js's (pdfs/x.pdf); the corpus holds the files flat.
 */
export function pdfjsCases(): CorpusCase[] {
  const dir = path.join(CORPUS_DIR, 'pdfjs');
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'test_manifest.json'), 'utf8')) as ManifestEntry[];
  const passwords = new Map<string, string>();
  for (const entry of manifest) {
    if (entry.file && entry.password && !passwords.has(path.basename(entry.file))) passwords.set(path.basename(entry.file), entry.password);
  }
  return pdfFiles(dir).map((name) => {
    const password = passwords.get(name);
    return { name, file: path.join(dir, name), ...(password === undefined ? {} : { password }) };
  });
}

/** The hostile PDFs (exploit payloads and the like). */
export function hostileCases(): CorpusCase[] {
  const dir = path.join(CORPUS_DIR, 'hostile');
  return pdfFiles(dir).map((name) => ({ name, file: path.join(dir, name) }));
}

function pdfFiles(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.toLowerCase().endsWith('.pdf'))
    .sort();
}

/** Every `count`-th case starting at `shard`, so parallel test files split the corpus evenly. */
export function shardOf<T>(cases: T[], shard: number, count: number): T[] {
  return cases.filter((_, index) => index % count === shard);
}

/** An evenly spread sample of `size` cases, the same every run. */
export function sampleOf<T>(cases: T[], size: number): T[] {
  if (size >= cases.length) return cases;
  return Array.from({ length: size }, (_, i) => cases[Math.floor((i * cases.length) / size)] as T);
}
