import { serializePdf } from '../../../testing/serialize-pdf.js';

/**
 * Writes small PDFs with text and link annotations of every kind the import meets, so the
 * link and text tests know exactly what each page holds. ASCII only.
 */

/** Where a test link leads. */
export type LinkedPdfTarget =
  /** /Dest as an explicit destination to this 1-based page. */
  | { page: number }
  /** /Dest as a name, defined in the catalog's name tree to point at this page. */
  | { named: string; page: number }
  /** A GoTo action to this page. */
  | { goto: number }
  /** A URI action, with the URI exactly as given. */
  | { uri: string }
  /** A named navigation action, such as NextPage. */
  | { action: 'NextPage' | 'PrevPage' | 'FirstPage' | 'LastPage' };

export interface LinkedPdfLink {
  /** [x1, y1, x2, y2] in PDF points, bottom-left origin. */
  rect: [number, number, number, number];
  to: LinkedPdfTarget;
}

export interface LinkedPdfText {
  x: number;
  y: number;
  size: number;
  text: string;
}

export interface LinkedPdfPage {
  width: number;
  height: number;
  rotate?: 0 | 90 | 180 | 270;
  text?: LinkedPdfText[];
  links?: LinkedPdfLink[];
}

function pdfString(value: string): string {
  return `(${value.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

export function linkedPdf(pages: LinkedPdfPage[]): Uint8Array {
  const objects: string[] = [];
  const add = (body = ''): number => objects.push(body);
  const catalog = add();
  const pagesNode = add();
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const pageIds = pages.map(() => add());
  const named: string[] = [];

  pages.forEach((page, index) => {
    const stream = (page.text ?? []).map((t) => `BT /F1 ${t.size} Tf ${t.x} ${t.y} Td ${pdfString(t.text)} Tj ET`).join('\n');
    const contents = add(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
    const annots = (page.links ?? []).map((link) => {
      const to = link.to;
      let target: string;
      if ('named' in to) {
        named.push(`${pdfString(to.named)} [${pageIds[to.page - 1]} 0 R /Fit]`);
        target = `/Dest ${pdfString(to.named)}`;
      } else if ('page' in to) target = `/Dest [${pageIds[to.page - 1]} 0 R /XYZ 0 0 null]`;
      else if ('goto' in to) target = `/A << /S /GoTo /D [${pageIds[to.goto - 1]} 0 R /Fit] >>`;
      else if ('uri' in to) target = `/A << /S /URI /URI ${pdfString(to.uri)} >>`;
      else target = `/A << /S /Named /N /${to.action} >>`;
      return add(`<< /Type /Annot /Subtype /Link /Rect [${link.rect.join(' ')}] /Border [0 0 0] ${target} >>`);
    });
    const rotate = page.rotate ? ` /Rotate ${page.rotate}` : '';
    const annotList = annots.length > 0 ? ` /Annots [${annots.map((id) => `${id} 0 R`).join(' ')}]` : '';
    objects[(pageIds[index] as number) - 1] =
      `<< /Type /Page /Parent ${pagesNode} 0 R /MediaBox [0 0 ${page.width} ${page.height}]${rotate}` +
      ` /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${contents} 0 R${annotList} >>`;
  });
  objects[pagesNode - 1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  // Name trees must be sorted by name.
  const dests = named.length > 0 ? ` /Names << /Dests ${add(`<< /Names [${named.sort().join(' ')}] >>`)} 0 R >>` : '';
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesNode} 0 R${dests} >>`;

  return serializePdf(objects, catalog);
}
