import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../fs/atomic-write.js';
import { watermarkPageImage } from './trial-watermark.js';

/** Folder under app data where watermarked page images are kept. */
export const WATERMARK_CACHE_DIR = path.join('cache', 'watermarked');
/** Past this many kept images the oldest are removed, down to PRUNE_TO: a few dozen trial books. */
const PRUNE_ABOVE = 1200;
const PRUNE_TO = 800;

/**
 * The trial watermark drawn into page images, kept on disk by the SHA-256 of the image it was
 * drawn into. Drawing means decoding and encoding the page again (about 50–400 ms for an HD
 * page), so a book is drawn once: when a trial import ends (warm), or at the first publish or
 * preview of a page, and every later publish copies the kept image. A page image never
 * changes under its content hash, so a kept image is never stale.
 */
export class WatermarkCache {
  private readonly inFlight = new Map<string, Promise<Uint8Array>>();
  private written = 0;
  private closed = false;

  constructor(private readonly dir: string) {}

  /** The image with the watermark drawn in. */
  mark(image: Uint8Array): Promise<Uint8Array> {
    const hash = createHash('sha256').update(image).digest('hex');
    const running = this.inFlight.get(hash);
    if (running !== undefined) return running;
    const made = this.readOrDraw(hash, image).finally(() => this.inFlight.delete(hash));
    this.inFlight.set(hash, made);
    return made;
  }

  /** Draws every image not yet kept, one after another, so the work never takes both cores from the editor. */
  async warm(images: Iterable<Uint8Array>): Promise<void> {
    for (const image of images) {
      if (this.closed) return;
      await this.mark(image);
    }
  }

  /** The engine is going away: warming stops and nothing more is written to the folder. */
  close(): void {
    this.closed = true;
  }

  private async readOrDraw(hash: string, image: Uint8Array): Promise<Uint8Array> {
    const file = path.join(this.dir, `${hash}.webp`);
    try {
      return await fs.promises.readFile(file);
    } catch {
      // Not kept yet (or unreadable): drawn again below.
    }
    const marked = await watermarkPageImage(image);
    if (this.closed) return marked;
    try {
      fs.mkdirSync(this.dir, { recursive: true });
      writeFileAtomic(file, marked);
      this.written += 1;
      if (this.written % 100 === 0) this.prune();
    } catch {
      // A full disk costs the next publish the drawing again, nothing more.
    }
    return marked;
  }

  /** Removes the oldest kept images once there are too many. */
  private prune(): void {
    const entries = fs.readdirSync(this.dir).filter((name) => name.endsWith('.webp'));
    if (entries.length <= PRUNE_ABOVE) return;
    const byAge = entries.map((name) => ({ name, at: fs.statSync(path.join(this.dir, name)).mtimeMs })).sort((a, b) => a.at - b.at);
    for (const { name } of byAge.slice(0, entries.length - PRUNE_TO)) fs.rmSync(path.join(this.dir, name), { force: true });
  }
}
