import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PreviewMessage } from '../../shared/reader/book-data.js';
import { buildReaderBook, previewBookKey } from '../preview/build-reader-book.js';
import { previewTargetOrigin } from '../preview/preview-target.js';
import { useProtectionPreviewMessage } from '../preview/protection-preview-message.js';
import { useApp, useAppStore } from '../state/store.js';
import { useHost } from '../transport/host-context.js';

/**
 * The live preview: the real reader in an iframe. It announces itself with previewReady
 * (again after any reload), then gets the whole book, and the title alone as it is typed.
 */
export function PreviewPane() {
  const { t } = useTranslation();
  const host = useHost();
  const store = useAppStore();
  const frame = useRef<HTMLIFrameElement>(null);
  const [readyCount, setReadyCount] = useState(0);
  const bookKey = useApp((state) => (state.project === null ? null : previewBookKey(state.project)));
  const title = useApp((state) => state.project?.book.title ?? '');
  const targetOrigin = useMemo(() => previewTargetOrigin(host.readerUrl, window.location.href), [host.readerUrl]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      const data: unknown = event.data;
      if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'previewReady') setReadyCount((count) => count + 1);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  // The book is rebuilt only when what it shows changes (bookKey), not on every keystroke.
  useEffect(() => {
    const project = store.getState().project;
    if (readyCount === 0 || project === null || bookKey === null) return;
    postPreview(frame.current, { type: 'previewBook', key: 'book', value: buildReaderBook(project, host.client.assetUrl) }, targetOrigin);
  }, [readyCount, bookKey, store, host, targetOrigin]);

  useEffect(() => {
    if (readyCount === 0) return;
    postPreview(frame.current, { type: 'previewBook', key: 'title', value: title }, targetOrigin);
  }, [readyCount, title, targetOrigin]);
  useProtectionPreviewMessage(frame, readyCount, targetOrigin);

  return (
    <div className="preview">
      <iframe ref={frame} className="preview-frame" src={host.readerUrl} title={t('preview.label')} data-testid="preview-frame" />
    </div>
  );
}

function postPreview(frame: HTMLIFrameElement | null, message: PreviewMessage, targetOrigin: string): void {
  frame?.contentWindow?.postMessage(message, targetOrigin);
}
