import { serializePdf } from './serialize-pdf.js';

/** A page of a generated test PDF, in PDF points. */
export interface TinyPage {
  width: number;
  height: number;
  /** A raw content stream to paint on the page, e.g. `1 0 0 rg 0 0 50 50 re f`; blank when absent. */
  content?: string;
}

/** An outline entry of a generated test PDF; page null points at a destination that does not exist. */
export interface TinyOutlineItem {
  title: string;
  page: number | null;
  children?: TinyOutlineItem[];
}

/**
 * Writes a small, valid PDF with blank pages of the given sizes and an optional outline,
 * for tests that need a particular page count, mix of sizes, outline shape or title.
 */
export function tinyPdf(pages: TinyPage[], outline: TinyOutlineItem[] = [], meta: { title?: string; subject?: string } = {}): Uint8Array {
  const objects: string[] = [];
  const add = (body: string): number => objects.push(body);
  const catalog = add('');
  const pagesNode = add('');
  const pageRefs = pages.map((page) => {
    const contents = page.content === undefined ? '' : ` /Contents ${add(`<< /Length ${page.content.length} >>\nstream\n${page.content}\nendstream`)} 0 R`;
    return add(`<< /Type /Page /Parent ${pagesNode} 0 R /MediaBox [0 0 ${page.width} ${page.height}]${contents} >>`);
  });
  objects[pagesNode - 1] = `<< /Type /Pages /Kids [${pageRefs.map((ref) => `${ref} 0 R`).join(' ')}] /Count ${pages.length} >>`;

  let outlineRoot = '';
  if (outline.length > 0) {
    const root = add('');
    const [first, last] = addOutlineLevel(outline, root, add, objects, pageRefs);
    objects[root - 1] = `<< /Type /Outlines /First ${first} 0 R /Last ${last} 0 R /Count ${outline.length} >>`;
    outlineRoot = ` /Outlines ${root} 0 R`;
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesNode} 0 R${outlineRoot} >>`;
  // The document information dictionary, where the import reads the book's title and description from.
  const fields = [meta.title === undefined ? '' : `/Title (${meta.title})`, meta.subject === undefined ? '' : `/Subject (${meta.subject})`].filter((field) => field !== '');
  const info = fields.length === 0 ? undefined : add(`<< ${fields.join(' ')} >>`);

  return serializePdf(objects, catalog, info);
}

function addOutlineLevel(
  items: TinyOutlineItem[],
  parent: number,
  add: (body: string) => number,
  objects: string[],
  pageRefs: number[],
): [number, number] {
  const ids = items.map(() => add(''));
  items.forEach((item, i) => {
    const id = ids[i] as number;
    const dest = item.page === null ? '/Dest (nowhere)' : `/Dest [${pageRefs[item.page - 1]} 0 R /Fit]`;
    const links = [`/Parent ${parent} 0 R`];
    if (i > 0) links.push(`/Prev ${ids[i - 1]} 0 R`);
    if (i < ids.length - 1) links.push(`/Next ${ids[i + 1]} 0 R`);
    const children = item.children ?? [];
    if (children.length > 0) {
      const [first, last] = addOutlineLevel(children, id, add, objects, pageRefs);
      links.push(`/First ${first} 0 R /Last ${last} 0 R /Count ${children.length}`);
    }
    objects[id - 1] = `<< /Title (${item.title}) ${dest} ${links.join(' ')} >>`;
  });
  return [ids[0] as number, ids[ids.length - 1] as number];
}
