import { useEffect, type RefObject } from 'react';
import type { PreviewMessage } from '../../shared/reader/book-data.js';
import { PROTECTION_PREVIEW_KEY } from '../../shared/protection/preview-mode.js';
import { useProtectionPreview } from '../state/protection-preview.js';

/**
 * Tells the preview reader when protection preview mode is entered or left, and again each
 * time the reader (re)loads. Used by PreviewPane after its own effects, so the book has
 * arrived before the mode does.
 */
export function useProtectionPreviewMessage(frame: RefObject<HTMLIFrameElement | null>, readyCount: number, targetOrigin: string): void {
  const on = useProtectionPreview((state) => state.on);
  useEffect(() => {
    if (readyCount === 0) return;
    const message: PreviewMessage = { type: 'previewBook', key: PROTECTION_PREVIEW_KEY, value: on };
    frame.current?.contentWindow?.postMessage(message, targetOrigin);
  }, [frame, on, readyCount, targetOrigin]);
}
