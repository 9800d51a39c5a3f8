import { encodeQr } from '../../shared/qr/qr-encode.js';
import { el } from '../dom.js';

/** The poster's size in pixels: a phone-shaped card that prints and posts well. */
export const POSTER_WIDTH = 600;
export const POSTER_HEIGHT = 960;
const PAD = 40;
const COVER_HEIGHT = 520;
const QR_SIZE = 240;

export interface PosterParts {
  cover: string | null;
  title: string;
  link: string;
  /** The download link's words. */
  label: string;
}

let lastUrl = '';

/**
 * Draws the poster (the cover, the title and the QR code of the link) in the browser and
 * shows it with a link that downloads it as a PNG (a blob: URL, which the reader's CSP needs
 * no change for: a download is no image load). A cover the canvas may not export (file://
 * pages, another origin) is left out rather than losing the whole poster (decision 0236).
 */
export function offerPoster(show: (...nodes: (Node | string)[]) => void, parts: PosterParts): void {
  const finish = (canvas: HTMLCanvasElement, blob: Blob | null): void => {
    if (blob === null) return;
    URL.revokeObjectURL(lastUrl);
    lastUrl = URL.createObjectURL(blob);
    const link = el('a', 'fb-text-button', { href: lastUrl, download: `${parts.title.replace(/[\\/:*?"<>|]+/g, '').trim() || 'poster'}.png`, 'data-testid': 'poster-download' });
    link.textContent = parts.label;
    canvas.className = 'fb-qr';
    show(canvas, link);
  };
  const draw = (cover: HTMLImageElement | null): void => {
    const canvas = drawPoster(cover, parts);
    try {
      canvas.toBlob((blob) => finish(canvas, blob), 'image/png');
    } catch {
      // A tainted canvas: the same poster without its cover.
      if (cover !== null) draw(null);
    }
  };
  if (parts.cover === null) return draw(null);
  const image = new Image();
  image.onload = () => draw(image);
  image.onerror = () => draw(null);
  image.src = parts.cover;
}

function drawPoster(cover: HTMLImageElement | null, parts: PosterParts): HTMLCanvasElement {
  const canvas = el('canvas', undefined, { width: String(POSTER_WIDTH), height: String(POSTER_HEIGHT) });
  const context = canvas.getContext('2d');
  if (context === null) return canvas;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, POSTER_WIDTH, POSTER_HEIGHT);
  if (cover !== null && cover.naturalWidth > 0) {
    // Fitted, centred in its box, never stretched.
    const scale = Math.min((POSTER_WIDTH - PAD * 2) / cover.naturalWidth, COVER_HEIGHT / cover.naturalHeight);
    const width = cover.naturalWidth * scale;
    const height = cover.naturalHeight * scale;
    context.drawImage(cover, (POSTER_WIDTH - width) / 2, PAD + (COVER_HEIGHT - height) / 2, width, height);
  }
  context.fillStyle = '#222';
  context.font = 'bold 28px sans-serif';
  context.textAlign = 'center';
  context.fillText(parts.title, POSTER_WIDTH / 2, PAD + COVER_HEIGHT + 48, POSTER_WIDTH - PAD * 2);
  drawQr(context, parts.link, (POSTER_WIDTH - QR_SIZE) / 2, POSTER_HEIGHT - PAD - QR_SIZE);
  return canvas;
}

/** The link's QR code with its quiet zone, in whole pixels per module so scanners read it crisply. */
function drawQr(context: CanvasRenderingContext2D, link: string, x: number, y: number): void {
  let code;
  try {
    code = encodeQr(link);
  } catch {
    return;
  }
  const cell = Math.floor(QR_SIZE / (code.size + 8));
  const left = Math.round(x + (QR_SIZE - cell * code.size) / 2);
  const top = Math.round(y + (QR_SIZE - cell * code.size) / 2);
  context.fillStyle = '#000';
  code.modules.forEach((dark, index) => {
    if (dark) context.fillRect(left + (index % code.size) * cell, top + Math.floor(index / code.size) * cell, cell, cell);
  });
}
