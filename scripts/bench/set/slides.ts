/**
 * A slide deck: 16:9 slides with gradient backgrounds, a title, bullet points, and now and
 * then a bar chart or a photograph, as presentation software exports them. Seeded.
 */
import { heading, sentence } from './filler-text.js';
import { FONT, newDocument, writeDocument } from './generated-pdf.js';
import { photoLikeJpeg } from './photo-like.js';
import { seededRandom } from './seeded-random.js';

export const SLIDES = { pages: 20, size: [960, 540] as [number, number], seed: 22_002 };

const THEMES = [
  ['#0b3d5c', '#1b6f9e'],
  ['#3a1c4f', '#7a3d8f'],
  ['#f4f1ea', '#e2dccb'],
  ['#102a20', '#2f6e4f'],
];

export async function writeSlidesPdf(file: string): Promise<string> {
  const random = seededRandom(SLIDES.seed);
  const doc = newDocument('Benchmark set: slide deck');
  const [width, height] = SLIDES.size;
  for (let index = 0; index < SLIDES.pages; index += 1) {
    doc.addPage({ size: SLIDES.size, margin: 0 });
    const [from, to] = THEMES[index % THEMES.length] as [string, string];
    doc.rect(0, 0, width, height).fill(doc.linearGradient(0, 0, width, height).stop(0, from).stop(1, to));
    const light = from === '#f4f1ea';
    const text = light ? '#1d1d1d' : '#ffffff';
    doc.font(FONT.bold).fontSize(index === 0 ? 48 : 34).fillColor(text).text(heading(random), 60, index === 0 ? 200 : 48, { width: width - 120, height: 110 });
    if (index === 0) continue;
    const visual = index % 4 === 1 ? 'chart' : index % 4 === 3 ? 'photo' : 'none';
    const textWidth = visual === 'none' ? width - 120 : width / 2 - 80;
    doc.font(FONT.sans).fontSize(22).fillColor(text);
    for (let bullet = 0, y = 140; bullet < random.int(3, 5); bullet += 1, y += 72) {
      doc.circle(70, y + 12, 5).fill(light ? '#c0392b' : '#f1c40f');
      doc.fillColor(text).text(sentence(random, random.int(5, 9)), 88, y, { width: textWidth, height: 64 });
    }
    if (visual === 'chart') {
      const base = height - 70;
      for (let bar = 0; bar < 6; bar += 1) {
        const barHeight = random.int(40, 300);
        doc.rect(width / 2 + 40 + bar * 62, base - barHeight, 44, barHeight).fill(['#e74c3c', '#f39c12', '#2ecc71', '#3498db', '#9b59b6', '#1abc9c'][bar] as string);
      }
      doc.lineWidth(2).strokeColor(text).moveTo(width / 2 + 30, base).lineTo(width - 50, base).stroke();
    } else if (visual === 'photo') {
      doc.image(await photoLikeJpeg(random, { width: 800, height: 660 }), width / 2 + 20, 130, { width: width / 2 - 70, height: 340 });
    }
    doc.font(FONT.sans).fontSize(12).fillColor(text).text(`${index + 1} / ${SLIDES.pages}`, width - 120, height - 34, { width: 80, align: 'right' });
  }
  return writeDocument(doc, file);
}
