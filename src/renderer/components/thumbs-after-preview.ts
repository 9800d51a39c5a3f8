import { useEffect, useState } from 'react';
import { previewPagesStore } from '../preview/preview-pages.js';

/**
 * The latest the strip's thumbnails wait for the preview: a reader that never says what it
 * shows (it failed to load) must not leave the strip blank. Long enough for a busy machine's
 * reader to start (about half a second on an idle one).
 */
export const THUMBS_WAIT_AT_MOST_MS = 5000;

/**
 * Whether the strip may load its thumbnails: once the preview has drawn its first spread
 * since the strip appeared, or at once while an import runs (its pages show as they come).
 * Opening a 1,000-page project, the strip's 40 thumbnails and the preview's reader, cover
 * and template otherwise compete for the engine (which answers one request at a time) and
 * the editor's main thread, and the cover came 200-300 ms later (decision 0271).
 */
export function useThumbsAfterPreview(importing: boolean): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    if (allowed) return;
    // For good: the thumbnails an import showed stay when it ends.
    if (importing) {
      setAllowed(true);
      return;
    }
    const timer = setTimeout(() => setAllowed(true), THUMBS_WAIT_AT_MOST_MS);
    const unsubscribe = previewPagesStore.subscribe((state, before) => {
      if (state.reports !== before.reports) setAllowed(true);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [allowed, importing]);
  return allowed || importing;
}
