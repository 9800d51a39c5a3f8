/**
 * Draws the service's QR code (SVG) into a PNG of `size` pixels, for "save as PNG". Smoothing is
 * off so the modules stay sharp squares that any phone or decoder reads.
 */
export async function qrSvgToPngBlob(svg: string, size = 512): Promise<Blob> {
  const image = new Image();
  image.src = svgDataUrl(svg);
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (context === null) throw new Error('no 2D canvas');
  context.imageSmoothingEnabled = false;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  context.drawImage(image, 0, 0, size, size);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob === null ? reject(new Error('PNG encoding failed')) : resolve(blob)), 'image/png'));
}

/** An SVG as an image URL: shown through <img>, so nothing in it runs or touches the page. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Hands a file to the browser's download (the desktop host asks where to save it). */
export function downloadBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken its copy once click() returns; the URL is only freed later for old engines.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Copies text, falling back to a selected textarea where the async clipboard is refused. */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    document.body.append(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
}
