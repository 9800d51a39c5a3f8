import type { Frame, Page } from 'playwright-core';
import { readPublishedBook, type PublishedBook } from './book-variant.js';

/**
 * A stand-in for the editor around the reader's live preview: the reader in an iframe, and
 * the messages it sends kept in `window.received`.
 */
export function previewHarness(width: number, height: number): string {
  return `<!doctype html><title>Editor</title><link rel="icon" href="data:,"><iframe src="/reader/index.html" width="${width}" height="${height}"></iframe><script>window.received=[];addEventListener("message",(e)=>received.push(e.data));</script>`;
}

/** The preview in a harness page once it says it is ready, and a way to send it previewBook messages. */
export async function openPreview(page: Page, harnessUrl: string): Promise<{ frame: Frame; post: (key: string, value: unknown) => Promise<void> }> {
  await page.goto(harnessUrl);
  await page.waitForFunction(() => (window as unknown as { received: { type: string }[] }).received.some((m) => m.type === 'previewReady'));
  const frame = page.frames().find((f) => f.url().endsWith('/reader/index.html'));
  if (frame === undefined) throw new Error('The harness has no reader frame.');
  const post = async (key: string, value: unknown): Promise<void> => {
    await page.evaluate((data) => document.querySelector('iframe')!.contentWindow!.postMessage(data, location.origin), { type: 'previewBook', key, value });
  };
  return { frame, post };
}

/** A published book as the editor would send it to the preview: its page images at absolute URLs under `url`. */
export function previewBookOf(dir: string, url: string): PublishedBook {
  const book = readPublishedBook(dir);
  for (const entry of book.pages) {
    for (const key of ['thumb', 'normal', 'hd']) entry[key] = `${url}${String(entry[key])}`;
  }
  return book;
}
