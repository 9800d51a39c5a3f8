import sharp from 'sharp';
import { defaultBookConfig, type BookPatch, type ProjectSnapshot } from '../../../shared/domain/book.js';
import type { Page, TocEntry } from '../../../shared/domain/page.js';
import type { TextLayer } from '../../../shared/domain/page-content.js';
import type { HistoryChange } from '../../../shared/domain/project-change.js';
import { diffTocs } from '../../../shared/domain/toc-diff.js';
import type { AssetStore, BookEdit, OpenProject } from '../../engine/project-session.js';

export interface FakePageSpec {
  width: number;
  height: number;
  /** A CSS-like colour the page is filled with, so screenshots can tell pages apart. */
  color: { r: number; g: number; b: number };
  /** The page's text layer, stored as the import stores it. */
  text?: TextLayer;
}

/** An in-memory project that counts every write, so tests can prove publishing never writes. */
export interface FakeProject extends OpenProject {
  readonly writes: number;
}

export async function webpPage(spec: FakePageSpec, scale = 1): Promise<Uint8Array> {
  const width = Math.max(1, Math.round(spec.width * scale));
  const height = Math.max(1, Math.round(spec.height * scale));
  const buffer = await sharp({ create: { width, height, channels: 3, background: spec.color } }).webp({ quality: 60 }).toBuffer();
  return new Uint8Array(buffer);
}

/** Distinct, easily told-apart colours for page n (1-based). */
export function pageColor(page: number): FakePageSpec['color'] {
  const hue = ((page - 1) * 67) % 360;
  const c = 200;
  const x = Math.round(c * (1 - Math.abs(((hue / 60) % 2) - 1)));
  const [r, g, b] = hue < 60 ? [c, x, 0] : hue < 120 ? [x, c, 0] : hue < 180 ? [0, c, x] : hue < 240 ? [0, x, c] : hue < 300 ? [x, 0, c] : [c, 0, x];
  return { r: r + 40, g: g + 40, b: b + 40 };
}

export async function createFakeProject(options: {
  title?: string;
  description?: string;
  keywords?: string;
  pages: FakePageSpec[];
  toc?: TocEntry[];
  /** The project file's book id; plug-in names end in it. */
  bookId?: string;
}): Promise<FakeProject> {
  const assets = new Map<string, Uint8Array>();
  let writes = 0;
  const pages: Page[] = [];
  for (const [index, spec] of options.pages.entries()) {
    const id = `p${index + 1}`;
    const renditions = { thumb: `pages/${id}/thumb.webp`, normal: `pages/${id}/normal.webp`, hd: `pages/${id}/hd.webp` };
    assets.set(renditions.thumb, await webpPage(spec, 0.25));
    assets.set(renditions.normal, await webpPage(spec));
    assets.set(renditions.hd, await webpPage(spec, 2));
    const page: Page = { id, width: spec.width, height: spec.height, renditions, source: { kind: 'blank' } };
    if (spec.text !== undefined) {
      page.textLayer = `pages/${id}/text.json`;
      assets.set(page.textLayer, new TextEncoder().encode(JSON.stringify(spec.text)));
    }
    pages.push(page);
  }
  let snapshot: ProjectSnapshot = {
    id: 'fake-project',
    path: null,
    dirty: false,
    book: { ...defaultBookConfig(options.title), description: options.description ?? '', keywords: options.keywords ?? '' },
    pages,
    toc: options.toc ?? [],
    revision: 0,
  };
  const store: AssetStore = {
    put(key, data) {
      writes += 1;
      assets.set(key, data);
    },
    putAll(entries) {
      writes += 1;
      for (const [key, data] of entries) assets.set(key, data);
    },
    get: (key) => assets.get(key) ?? null,
    delete(keys) {
      writes += 1;
      for (const key of keys) assets.delete(key);
    },
  };
  const change = (next: Partial<ProjectSnapshot>): ProjectSnapshot => {
    writes += 1;
    snapshot = { ...snapshot, ...next, dirty: true, revision: snapshot.revision + 1 };
    return snapshot;
  };
  return {
    id: snapshot.id,
    bookId: options.bookId ?? 'fake01',
    assets: store,
    get writes() {
      return writes;
    },
    snapshot: () => snapshot,
    currentPages: () => ({ pages: snapshot.pages, toc: snapshot.toc }),
    currentBook: () => snapshot.book,
    updateBook: (patch: BookPatch, edit?: BookEdit) => ({
      ...change({ book: { ...snapshot.book, ...patch }, ...(edit?.toc === undefined ? {} : { toc: edit.toc }) }),
      changed: edit?.toc === undefined ? ['book'] : ['book', 'toc'],
    }),
    replacePages: (nextPages, toc) => change({ pages: nextPages, toc }),
    editPages: (nextPages, toc) => {
      const tocDiff = diffTocs(snapshot.toc, toc);
      const { id, path, dirty, revision } = change({ pages: [...nextPages], toc });
      return { id, path, dirty, revision, changed: ['pages', 'toc'], tocDiff };
    },
    // Publishing makes no page commands: no earlier revision is known.
    changedSince: (revision) => (revision === snapshot.revision ? new Set() : null),
    // Publishing never undoes; this fake keeps no history, so both leave the book as it is.
    undo: () => stepNowhere(snapshot),
    redo: () => stepNowhere(snapshot),
  };
}

/** An undo or redo with nothing to step to: the header, nothing changed. */
function stepNowhere({ id, path, dirty, revision, history }: ProjectSnapshot): HistoryChange {
  return { id, path, dirty, revision, history, changed: [] };
}
