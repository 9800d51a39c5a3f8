/**
 * A colour magazine or brochure: A4 pages with a coloured band, a large photograph, body
 * copy in three columns, a tinted pull quote and a smaller photograph. Seeded, so every run
 * generates the same file.
 */
import { paragraph, heading, sentence } from './filler-text.js';
import { FONT, newDocument, writeDocument } from './generated-pdf.js';
import { photoLikeJpeg } from './photo-like.js';
import { seededRandom } from './seeded-random.js';

export const MAGAZINE = { pages: 12, size: [595.28, 841.89] as [number, number], seed: 22_001 };

const INKS = ['#c0392b', '#1f6f8b', '#7d3c98', '#d35400', '#16a085', '#2c3e50'];

export async function writeMagazinePdf(file: string): Promise<string> {
  const random = seededRandom(MAGAZINE.seed);
  const doc = newDocument('Benchmark set: colour magazine');
  const [width, height] = MAGAZINE.size;
  const margin = 36;
  for (let index = 0; index < MAGAZINE.pages; index += 1) {
    doc.addPage({ size: MAGAZINE.size, margin: 0 });
    const ink = random.pick(INKS);
    doc.rect(0, 0, width, 64).fill(ink);
    doc.font(FONT.bold).fontSize(24).fillColor('#ffffff').text(heading(random), margin, 20, { width: width - 2 * margin, height: 32 });
    const heroHeight = index % 3 === 0 ? 330 : 230;
    const hero = await photoLikeJpeg(random, { width: 1100, height: Math.round((1100 * heroHeight) / (width - 2 * margin)) });
    doc.image(hero, margin, 80, { width: width - 2 * margin, height: heroHeight });
    const bodyTop = 80 + heroHeight + 16;
    doc.font(FONT.italic).fontSize(13).fillColor(ink).text(sentence(random, 14), margin, bodyTop, { width: width - 2 * margin, height: 40 });
    const columnsTop = bodyTop + 44;
    const copy = Array.from({ length: 6 }, () => paragraph(random)).join('\n\n');
    doc.font(FONT.sans).fontSize(9).fillColor('#222222');
    doc.text(copy, margin, columnsTop, { width: width - 2 * margin, height: height - columnsTop - 150, columns: 3, columnGap: 14, align: 'justify' });
    const boxTop = height - 136;
    doc.rect(margin, boxTop, (width - 2 * margin) * 0.58, 100).fill('#f3e9d8');
    doc.font(FONT.bold).fontSize(15).fillColor(ink).text(`“${sentence(random, 12)}”`, margin + 12, boxTop + 14, { width: (width - 2 * margin) * 0.58 - 24, height: 80 });
    const small = await photoLikeJpeg(random, { width: 440, height: 200 });
    doc.image(small, margin + (width - 2 * margin) * 0.62, boxTop, { width: (width - 2 * margin) * 0.38, height: 100 });
    doc.font(FONT.sans).fontSize(8).fillColor('#777777').text(String(index + 1), width / 2 - 10, height - 24, { width: 20, align: 'center' });
  }
  return writeDocument(doc, file);
}
