// Builds the demo book the home page's Demo opens (issue 16): a PDF the app then imports like
// any other, so the demo shows the real import, outline-to-TOC and links at work. Everything
// in it is the project's own: the text in demo/demo-book.json (with $key phrases taken from
// the app's English strings), the template and scene previews the reader build drew, and the
// Liberation Sans font that pdfjs-dist ships for its standard fonts (SIL OFL).
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import sharp from 'sharp';

/** Where the demo lands inside dist; the engine looks for it there (src/main/platform/demo-book.ts). */
export const DEMO_FILE = path.join('demo', 'flipbook-studio-demo.pdf');

const PAGE = { width: 595, height: 842 };
const MARGIN = 56;
const BAND = 150;
const PALETTE = ['#1f4e79', '#2e7d6b', '#8a4b9c', '#b5542c', '#2f3b4a', '#256d85', '#7a5c1e', '#3d5a80', '#6b2d5c', '#1f4e79'];
const SITE = 'https://flipbookstudio.app';

/**
 * Writes `<outDir>/demo/flipbook-studio-demo.pdf`. `readerDir` is the built reader, whose
 * previews/ the galleries use.
 * @param {{ root: string, outDir: string, readerDir: string }} options
 */
export async function buildDemo({ root, outDir, readerDir }) {
  const book = JSON.parse(await fs.readFile(path.join(root, 'demo', 'demo-book.json'), 'utf8'));
  const strings = JSON.parse(await fs.readFile(path.join(root, 'locales', 'en.json'), 'utf8'));
  const designNames = JSON.parse(await fs.readFile(path.join(root, 'locales', 'design-tab', 'en.json'), 'utf8'));
  const fonts = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts');
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: 0,
    autoFirstPage: false,
    info: { Title: book.title, Author: book.author, Subject: book.subject, Creator: 'Flipbook Studio build', CreationDate: new Date('2026-01-01T00:00:00Z') },
  });
  doc.registerFont('Sans', path.join(fonts, 'LiberationSans-Regular.ttf'));
  doc.registerFont('Bold', path.join(fonts, 'LiberationSans-Bold.ttf'));
  const done = collect(doc);
  const say = (line) => line.replace(/\$([a-z]+(?:\.[a-zA-Z]+)+)/g, (whole, key) => lookup(strings, key) ?? whole);

  for (const [index, page] of book.pages.entries()) {
    doc.addPage();
    doc.addNamedDestination(`page-${index + 1}`);
    doc.outline.addItem(page.heading);
    const colour = PALETTE[index % PALETTE.length];
    if (page.kind === 'cover' || page.kind === 'back') await drawFullColour(doc, page, colour, say, readerDir);
    else await drawContentPage(doc, page, colour, say, { readerDir, designNames });
    drawLinks(doc, page, page.kind === 'cover' || page.kind === 'back' ? '#ffffff' : colour);
    drawFooter(doc, index + 1, page.kind === 'cover' || page.kind === 'back');
  }
  doc.end();
  const pdf = await done;
  const target = path.join(outDir, DEMO_FILE);
  await fs.mkdir(path.dirname(target), { recursive: true });
  // Written whole and renamed, so an interrupted build never leaves a half PDF to import.
  await fs.writeFile(`${target}.tmp`, pdf);
  await fs.rename(`${target}.tmp`, target);
  return target;
}

function collect(doc) {
  const chunks = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

function lookup(strings, key) {
  const value = key.split('.').reduce((node, part) => (node !== null && typeof node === 'object' ? node[part] : undefined), strings);
  return typeof value === 'string' ? value : undefined;
}

async function drawFullColour(doc, page, colour, say, readerDir) {
  doc.rect(0, 0, PAGE.width, PAGE.height).fill(colour);
  if (page.illustration?.scene) {
    const picture = await rasterise(path.join(readerDir, 'previews', 'scenes', `${page.illustration.scene}.svg`), 960);
    doc.image(picture, MARGIN, 90, { fit: [PAGE.width - 2 * MARGIN, 300], align: 'center' });
  }
  doc.font('Bold').fontSize(page.kind === 'cover' ? 44 : 34).fillColor('#ffffff');
  doc.text(page.heading, MARGIN, 430, { width: PAGE.width - 2 * MARGIN, align: 'center' });
  doc.moveDown(0.6).font('Sans').fontSize(16);
  for (const line of page.lines) doc.text(say(line), { width: PAGE.width - 2 * MARGIN, align: 'center', paragraphGap: 10 });
}

async function drawContentPage(doc, page, colour, say, { readerDir, designNames }) {
  doc.rect(0, 0, PAGE.width, BAND).fill(colour);
  doc.font('Bold').fontSize(32).fillColor('#ffffff').text(page.heading, MARGIN, 70, { width: PAGE.width - 2 * MARGIN });
  doc.font('Sans').fontSize(17).fillColor('#222222');
  doc.text('', MARGIN, BAND + 36);
  for (const line of page.lines) doc.text(say(line), { width: PAGE.width - 2 * MARGIN, paragraphGap: 12, lineGap: 3 });
  if (page.gallery) await drawGallery(doc, page.gallery, doc.y + 18, { readerDir, designNames });
  if (page.qr === 'site') {
    const code = await QRCode.toBuffer(SITE, { type: 'png', margin: 1, width: 360, errorCorrectionLevel: 'M' });
    doc.image(code, (PAGE.width - 200) / 2, doc.y + 24, { width: 200 });
  }
}

/** The template or scene previews in a grid, each with its name as the app shows it. */
async function drawGallery(doc, kind, top, { readerDir, designNames }) {
  const names = designNames[kind];
  const ids = Object.keys(names).filter((id) => id !== 'none');
  const columns = 4;
  const gap = 12;
  const width = (PAGE.width - 2 * MARGIN - gap * (columns - 1)) / columns;
  const height = width * (100 / 160);
  const rowHeight = height + 26;
  for (const [index, id] of ids.entries()) {
    const file = path.join(readerDir, 'previews', kind, `${id}.svg`);
    const x = MARGIN + (index % columns) * (width + gap);
    const y = top + Math.floor(index / columns) * rowHeight;
    const picture = await rasterise(file, 320).catch(() => null);
    if (picture === null) doc.rect(x, y, width, height).fill('#dddddd');
    else doc.image(picture, x, y, { width, height });
    doc.font('Sans').fontSize(10).fillColor('#333333').text(names[id], x, y + height + 5, { width, align: 'center' });
  }
}

function drawLinks(doc, page, colour) {
  for (const link of page.links ?? []) {
    const url = link.url === 'site' ? SITE : undefined;
    doc.moveDown(0.8).font('Bold').fontSize(16).fillColor(colour);
    const options = { width: PAGE.width - 2 * MARGIN, align: 'center', underline: true };
    if (url !== undefined) doc.text(link.text, MARGIN, doc.y, { ...options, link: url });
    else doc.text(link.text, MARGIN, doc.y, { ...options, goTo: `page-${link.page}` });
  }
}

function drawFooter(doc, number, onColour) {
  doc.font('Sans').fontSize(10).fillColor(onColour ? '#ffffff' : '#777777');
  doc.text(`Flipbook Studio demo · ${number}`, MARGIN, PAGE.height - 40, { width: PAGE.width - 2 * MARGIN, align: 'center', lineBreak: false });
}

async function rasterise(file, width) {
  return sharp(await fs.readFile(file), { density: 144 }).resize({ width }).png().toBuffer();
}
