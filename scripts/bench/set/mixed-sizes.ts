/**
 * A document that mixes page sizes and orientations, as merged PDFs do: A4 and letter both
 * ways, A3, A5, a business card, a till receipt, a 16:9 slide and a square. Some pages are
 * grey text only, others carry coloured shapes. Seeded.
 */
import { heading, paragraph } from './filler-text.js';
import { FONT, newDocument, writeDocument } from './generated-pdf.js';
import { seededRandom } from './seeded-random.js';

/** Page sizes in points, in page order. */
export const MIXED_SIZES = {
  sizes: [
    [595, 842],
    [792, 612],
    [842, 1191],
    [420, 595],
    [252, 144],
    [227, 850],
    [960, 540],
    [600, 600],
    [842, 595],
    [499, 709],
  ] as [number, number][],
  seed: 22_004,
};

export async function writeMixedSizesPdf(file: string): Promise<string> {
  const random = seededRandom(MIXED_SIZES.seed);
  const doc = newDocument('Benchmark set: mixed page sizes');
  for (const [index, [width, height]] of MIXED_SIZES.sizes.entries()) {
    doc.addPage({ size: [width, height], margin: 0 });
    const margin = Math.min(width, height) * 0.08;
    const colour = index % 2 === 1;
    if (colour) {
      doc.rect(0, 0, width, height * 0.12).fill(random.pick(['#2980b9', '#27ae60', '#8e44ad', '#e67e22']));
      doc.circle(width - margin * 2, height - margin * 2, margin).fill('#e74c3c');
    }
    const size = Math.max(6, Math.min(width, height) / 45);
    doc.font(FONT.bold).fontSize(size * 2).fillColor(colour ? '#ffffff' : '#111111').text(heading(random), margin, margin * 0.6, { width: width - 2 * margin, height: height * 0.12 });
    const top = height * 0.16;
    doc.font(FONT.sans).fontSize(size).fillColor('#222222');
    doc.text(Array.from({ length: 8 }, () => paragraph(random)).join('\n\n'), margin, top, { width: width - 2 * margin, height: height - top - margin * 2, align: 'justify' });
  }
  return writeDocument(doc, file);
}
