import type { TextLayers } from '../panels/text-layers.js';

/**
 * The two places page protection reaches into the reader's own modules, as hooks so those
 * modules need one line each and know nothing of keys or previews. Without protection both
 * are the identity.
 */
export interface ProtectionHooks {
  /**
   * The URL to show for a page asset (its images today, its audio later): the same URL for a public page, a promise of a blob:
   * URL for a sealed one, or null while its page is locked (the image stays empty).
   */
  assetUrl(url: string): string | Promise<string> | null;
  /** The text layers with the unlocked protected pages' text added. */
  withProtectedText(layers: TextLayers | null): Promise<TextLayers | null>;
}

let hooks: ProtectionHooks | null = null;

export function setProtectionHooks(next: ProtectionHooks | null): void {
  hooks = next;
}

export function protectedAssetUrl(url: string): string | Promise<string> | null {
  return hooks === null ? url : hooks.assetUrl(url);
}

export function withProtectedText(layers: TextLayers | null): Promise<TextLayers | null> {
  return hooks === null ? Promise.resolve(layers) : hooks.withProtectedText(layers);
}

/**
 * Sets an image's source through the protection hook. A public image is set at once (the
 * first spread's timing depends on it); a sealed one once decrypted. Resolves true once
 * set, false when its page is locked or the file cannot be opened.
 */
export function setImageSource(image: HTMLImageElement, url: string): Promise<boolean> {
  const resolved = protectedAssetUrl(url);
  if (typeof resolved === 'string') {
    image.src = resolved;
    return Promise.resolve(true);
  }
  if (resolved === null) return Promise.resolve(false);
  return resolved.then((opened) => {
    if (opened === '') return false;
    image.src = opened;
    return true;
  });
}
