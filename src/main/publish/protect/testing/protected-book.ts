import fs from 'node:fs';
import path from 'node:path';
import { makeImportWorld, type ImportWorld } from '../../../import/testing/import-world.js';
import { linkedPdf } from '../../../import/pdf/extract/testing/linked-pdf.js';
import type { OpenProject } from '../../../engine/project-session.js';

/** Words that appear nowhere but on one page of the generated PDF, so a leak is unmistakable. */
export const PAGE_WORDS: Readonly<Record<number, readonly string[]>> = {
  1: ['Openwordaply', 'Sunlitvista'],
  2: ['Quokkaberry', 'Zyxwvutsron'],
  3: ['Marzipanorama', 'Flibbertigib'],
};

/** A link target only page 3 has. */
export const SECRET_URL = 'https://secret.example/xyzzy-hidden';

/** A PDF of three pages, each with its own words; page 3 also has a link. */
export function protectedTestPdf(): Uint8Array {
  return linkedPdf(
    [1, 2, 3].map((page) => ({
      width: 300,
      height: 400,
      text: (PAGE_WORDS[page] ?? []).map((text, line) => ({ x: 30, y: 340 - line * 40, size: 24, text })),
      ...(page === 3 ? { links: [{ rect: [30, 30, 200, 80] as [number, number, number, number], to: { uri: SECRET_URL } }] } : {}),
    })),
  );
}

/** A real engine with that PDF imported (text and links extracted), and its open project. */
export async function importProtectedTestBook(): Promise<{ world: ImportWorld; project: OpenProject }> {
  const world = makeImportWorld();
  const pdf = world.scratch('words.pdf');
  fs.mkdirSync(path.dirname(pdf), { recursive: true });
  fs.writeFileSync(pdf, protectedTestPdf());
  await world.client.call('pdf.import', { path: pdf, options: { extract: { text: true, links: true, toc: false } } });
  const project = world.engine.context.session.current();
  if (project === null) throw new Error('the import opened no project');
  return { world, project };
}
