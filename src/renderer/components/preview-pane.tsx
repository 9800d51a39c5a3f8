import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseBookLanguages } from '../../shared/features/reader-languages.js';
import { isPreviewPagesMessage, type PreviewMessage } from '../../shared/reader/book-data.js';
import { buildReaderBook, previewBookKeys, type PreviewBookKeys } from '../preview/build-reader-book.js';
import { previewTargetOrigin } from '../preview/preview-target.js';
import { PreviewToolbar, usePreviewDevice } from './preview-toolbar.js';
import { useProtectionPreviewMessage } from '../preview/protection-preview-message.js';
import { previewDraftStore, withDraft } from '../preview/preview-draft.js';
import { diffSettings } from '../preview/settings-diff.js';
import { previewPagesStore } from '../preview/preview-pages.js';
import { useApp, useAppStore } from '../state/store.js';
import { useHost } from '../transport/host-context.js';

/**
 * How long the page order must stay the same before the preview is sent the reordered book:
 * longer than a key's auto-repeat (about 33 ms) and a quick author's presses, short enough to
 * look immediate once the author stops.
 */
const PAGE_EDITS_SETTLE_MS = 150;

/**
 * The live preview: the real reader in an iframe. It announces itself with previewReady
 * (again after any reload), then gets the whole book, the title alone as it is typed, and
 * each changed setting as one message per key (a removed key as null, meaning its default).
 */
export function PreviewPane() {
  const { t } = useTranslation();
  const host = useHost();
  const store = useAppStore();
  const frame = useRef<HTMLIFrameElement>(null);
  const [readyCount, setReadyCount] = useState(0);
  const pagesKey = useApp((state) => (state.project === null ? null : previewBookKeys(state.project).pages));
  const restKey = useApp((state) => (state.project === null ? null : previewBookKeys(state.project).rest));
  /** The keys of the last whole book sent, and to which load of the reader. */
  const sentBook = useRef<{ keys: PreviewBookKeys; ready: number; projectId: string } | null>(null);
  /** The turns posted to this load of the reader, to tell its stale reports of where it is. */
  const turnsSent = useRef(0);
  /** Sends the book now when a reordered book is waiting for page edits to pause. */
  const flushPendingBook = useRef<(() => void) | null>(null);
  const title = useApp((state) => state.project?.book.title ?? '');
  const bookSettings = useApp((state) => state.project?.book.settings ?? null);
  /** The settings the reader shows now: those of the last whole book sent, plus every change sent since. */
  const shownSettings = useRef<Readonly<Record<string, unknown>> | null>(null);
  const targetOrigin = useMemo(() => previewTargetOrigin(host.readerUrl, window.location.href), [host.readerUrl]);
  // The reader builds its words once, so the book's default language is part of its address:
  // choosing another default reloads the preview in that language (then it says previewReady).
  const readerLanguage = parseBookLanguages(bookSettings?.languages)[0]?.code;
  const readerSrc = readerLanguage === undefined ? host.readerUrl : `${host.readerUrl}?lang=${readerLanguage}`;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      const data: unknown = event.data;
      if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'previewReady') {
        turnsSent.current = 0;
        setReadyCount((count) => count + 1);
      } else if (isPreviewPagesMessage(data) && data.turns >= turnsSent.current) previewPagesStore.getState().showing(data.pages);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  // The book is rebuilt only when what it shows changes (its keys), not on every keystroke.
  useEffect(() => {
    if (readyCount === 0 || pagesKey === null || restKey === null) return;
    const sent = sentBook.current;
    const sameReader = sent !== null && sent.ready === readyCount;
    if (sameReader && sent.keys.pages === pagesKey && sent.keys.rest === restKey) return;
    const send = () => {
      const project = store.getState().project;
      if (project === null) return;
      const shown = withDraft(project.book.settings, previewDraftStore.getState().draft);
      postPreview(frame.current, { type: 'previewBook', key: 'book', value: { ...buildReaderBook(project, host.client.assetUrl), settings: shown } }, targetOrigin);
      shownSettings.current = shown;
      sentBook.current = { keys: previewBookKeys(project), ready: readyCount, projectId: project.id };
    };
    if (!sameReader || sent.keys.pages === pagesKey) {
      send();
      return;
    }
    // A page edit (which may carry the contents' page numbers along): the reader rebuilds the
    // book once the page edits pause, so quick moves (a held Alt+Arrow) are not each held up
    // by a rebuild in the preview's frame, which shares the editor's main thread. The grid and
    // the strip show each move at once.
    const timer = setTimeout(send, PAGE_EDITS_SETTLE_MS);
    const flush = () => {
      clearTimeout(timer);
      flushPendingBook.current = null;
      send();
    };
    flushPendingBook.current = flush;
    return () => {
      clearTimeout(timer);
      if (flushPendingBook.current === flush) flushPendingBook.current = null;
    };
  }, [readyCount, pagesKey, restKey, store, host, targetOrigin]);

  // Each changed setting (a gesture's draft included) goes to the reader the moment the store
  // has it, not from an effect after React's next commit: that effect ran in a later task, and
  // its message then waited behind a frame of the editor, about 10 ms of a template change.
  // Subscribed after the book effect above, so a freshly sent book leaves no difference to send.
  useEffect(() => {
    if (readyCount === 0) return;
    const post = () => {
      const shown = shownSettings.current;
      const project = store.getState().project;
      // Another project's settings wait for its whole book, which the book effect sends.
      if (shown === null || project === null || project.id !== sentBook.current?.projectId) return;
      const settings = withDraft(project.book.settings, previewDraftStore.getState().draft);
      if (settings === shown) return;
      for (const { key, value } of diffSettings(shown, settings)) postPreview(frame.current, { type: 'previewBook', key, value }, targetOrigin);
      shownSettings.current = settings;
    };
    post();
    const stopProject = store.subscribe((state, previous) => state.project !== previous.project && post());
    const stopDraft = previewDraftStore.subscribe(post);
    return () => {
      stopProject();
      stopDraft();
    };
  }, [readyCount, store, targetOrigin]);

  useEffect(() => {
    if (readyCount === 0) return;
    postPreview(frame.current, { type: 'previewBook', key: 'title', value: title }, targetOrigin);
  }, [readyCount, title, targetOrigin]);
  useProtectionPreviewMessage(frame, readyCount, targetOrigin);

  // The page strip's turns, each sent once: a reload must not take the preview back to a page
  // the author has since turned away from in the preview itself. A turn is posted the moment
  // the strip asks for it, not after React's next commit: a key pressed in the preview just
  // after a click on the strip must reach the reader after the click's turn, not be undone by it.
  const sentTurn = useRef(0);
  const sendTurn = useRef<() => void>(() => undefined);
  sendTurn.current = () => {
    const { request } = previewPagesStore.getState();
    if (readyCount === 0 || request === null || request.seq === sentTurn.current) return;
    sentTurn.current = request.seq;
    // The page number is the strip's, so the preview must hold the book in the strip's order
    // (and with all its pages) first: a turn just after an edit or an import would otherwise
    // land on the old book's page, or be clamped to its last page.
    flushPendingBook.current?.();
    turnsSent.current += 1;
    postPreview(frame.current, { type: 'previewBook', key: 'page', value: request.page }, targetOrigin);
  };
  useEffect(() => previewPagesStore.subscribe(() => sendTurn.current()), []);
  // A turn asked for before the reader was ready goes once it says so.
  useEffect(() => sendTurn.current(), [readyCount, targetOrigin]);

  const { device, size, pane } = usePreviewDevice();

  return (
    <div className="preview preview-with-toolbar">
      <PreviewToolbar />
      <div className="preview-stage" ref={pane} data-device={device}>
        <iframe
          ref={frame}
          className="preview-frame"
          src={readerSrc}
          title={t('preview.label')}
          data-testid="preview-frame"
          style={size === null ? undefined : { width: `${size.width}px`, height: `${size.height}px`, transform: `scale(${size.scale})` }}
        />
      </div>
    </div>
  );
}

function postPreview(frame: HTMLIFrameElement | null, message: PreviewMessage, targetOrigin: string): void {
  frame?.contentWindow?.postMessage(message, targetOrigin);
}
