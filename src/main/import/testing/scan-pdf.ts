import zlib from 'node:zlib';

/** One page of a generated scanned-page test PDF. */
export interface ScanPdfPage {
  /** The page's MediaBox size in points. */
  width: number;
  height: number;
  /** The image XObject's JPEG bytes. */
  jpeg: Uint8Array;
  /** Its pixel size and colour space, as the image dictionary states them. */
  pixels: [number, number];
  colorSpace: string;
  /** An ICC profile: the image's colour space becomes ICCBased with it (colorSpace is then ignored). */
  iccProfile?: Uint8Array;
  /** Extra entries for the image dictionary, e.g. `/Decode [1 0 1 0 1 0]`. */
  imageExtra?: string;
  /** The content stream; `/Im0 Do` draws the image, `/Fm0 Do` the form, `/F0` is Helvetica. */
  content: string;
  /** A form XObject's content, as OCRmyPDF grafts its text layer in one. */
  form?: string;
  /** Extra entries for the page dictionary, e.g. `/Rotate 90`. */
  pageExtra?: string;
}

/**
 * Writes a PDF whose pages draw JPEG image XObjects, as scanning software makes them. With
 * `compressed`, the dictionaries go into an object stream indexed by a cross-reference
 * stream (PDF 1.5), the layout most current writers use, and the content streams are deflated.
 */
export function scanPdf(pages: ScanPdfPage[], { compressed = false } = {}): Buffer {
  const objects: Array<{ dict: string; stream?: Buffer }> = [];
  const add = (dict: string, stream?: Buffer) => objects.push(stream ? { dict, stream } : { dict });
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add('');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const kids: number[] = [];
  for (const page of pages) {
    const [w, h] = page.pixels;
    const space = page.iccProfile ? `[/ICCBased ${add('<< /N 3', Buffer.from(page.iccProfile))} 0 R]` : `/${page.colorSpace}`;
    const image = add(`<< /Type /XObject /Subtype /Image /Width ${w} /Height ${h} /ColorSpace ${space} /BitsPerComponent 8 /Filter /DCTDecode${page.imageExtra ?? ''}`, Buffer.from(page.jpeg));
    const raw = Buffer.from(page.content, 'latin1');
    const content = compressed ? add('<< /Filter /FlateDecode', zlib.deflateSync(raw)) : add('<<', raw);
    const bbox = `[0 0 ${page.width} ${page.height}]`;
    const form = page.form === undefined ? '' : ` /Fm0 ${add(`<< /Type /XObject /Subtype /Form /BBox ${bbox} /Resources << /Font << /F0 3 0 R >> >>`, Buffer.from(page.form, 'latin1'))} 0 R`;
    kids.push(
      add(`<< /Type /Page /Parent 2 0 R /MediaBox ${bbox} /Resources << /XObject << /Im0 ${image} 0 R${form} >> /Font << /F0 3 0 R >> >> /Contents ${content} 0 R${page.pageExtra ?? ''} >>`),
    );
  }
  objects[1] = { dict: `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>` };
  return compressed ? withXrefStream(objects) : withXrefTable(objects);
}

function body(object: { dict: string; stream?: Buffer }): Buffer {
  if (!object.stream) return Buffer.from(object.dict, 'latin1');
  return Buffer.concat([Buffer.from(`${object.dict} /Length ${object.stream.length} >>\nstream\n`, 'latin1'), object.stream, Buffer.from('\nendstream', 'latin1')]);
}

function withXrefTable(objects: Array<{ dict: string; stream?: Buffer }>): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(length);
    const part = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body(object), Buffer.from('\nendobj\n')]);
    parts.push(part);
    length += part.length;
  });
  let xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) xref += `${String(offset).padStart(10, '0')} 00000 n \n`;
  xref += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  return Buffer.concat([...parts, Buffer.from(xref)]);
}

/** Dictionaries without a stream go into one object stream; streams stay at top level. */
function withXrefStream(objects: Array<{ dict: string; stream?: Buffer }>): Buffer {
  const packed = objects.map((object, index) => ({ num: index + 1, object })).filter(({ object }) => !object.stream);
  let header = '';
  let data = '';
  for (const { num, object } of packed) {
    header += `${num} ${data.length} `;
    data += `${object.dict}\n`;
  }
  const objStmNum = objects.length + 1;
  const xrefNum = objects.length + 2;
  const objStm = zlib.deflateSync(Buffer.from(header + data, 'latin1'));
  const parts: Buffer[] = [Buffer.from('%PDF-1.5\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]!.length;
  const rows: Array<[number, number, number]> = [[0, 0, 0xffff]];
  const emit = (num: number, object: { dict: string; stream?: Buffer }) => {
    const part = Buffer.concat([Buffer.from(`${num} 0 obj\n`), body(object), Buffer.from('\nendobj\n')]);
    parts.push(part);
    const offset = length;
    length += part.length;
    return offset;
  };
  const offsets = new Map<number, number>();
  objects.forEach((object, index) => {
    if (object.stream) offsets.set(index + 1, emit(index + 1, object));
  });
  offsets.set(objStmNum, emit(objStmNum, { dict: `<< /Type /ObjStm /N ${packed.length} /First ${header.length} /Filter /FlateDecode`, stream: objStm }));
  const xrefOffset = length;
  for (let num = 1; num <= xrefNum; num += 1) {
    const at = packed.findIndex((p) => p.num === num);
    if (at >= 0) rows.push([2, objStmNum, at]);
    else rows.push([1, num === xrefNum ? xrefOffset : (offsets.get(num) as number), 0]);
  }
  // Rows of 1 + 4 + 2 bytes, each PNG-Up predicted as writers do.
  const raw: number[] = [];
  let prior = new Array<number>(7).fill(0);
  for (const [type, a, b] of rows) {
    const row = [type, (a >>> 24) & 255, (a >>> 16) & 255, (a >>> 8) & 255, a & 255, (b >>> 8) & 255, b & 255];
    raw.push(2, ...row.map((value, i) => (value - (prior[i] as number)) & 255));
    prior = row;
  }
  const xrefData = zlib.deflateSync(Buffer.from(raw));
  emit(xrefNum, { dict: `<< /Type /XRef /Size ${xrefNum + 1} /W [1 4 2] /Root 1 0 R /Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 7 >>`, stream: xrefData });
  return Buffer.concat([...parts, Buffer.from(`startxref\n${xrefOffset}\n%%EOF\n`)]);
}
