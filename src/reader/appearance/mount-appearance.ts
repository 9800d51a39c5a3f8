import type { Reader } from '../reader.js';
import type { ReaderView } from '../view.js';
import { isBookMediaKey } from '../../shared/media/book-media.js';
import { mediaUrl } from '../media-url.js';
import { appearanceOf, applyAppearanceTo, cssUrl } from './appearance-vars.js';
import { displayOf } from './display-vars.js';
import { ensureSharpenFilter } from './text-sharpening.js';
import { appearanceWords } from './appearance-words.js';
import { analyticsIdToLoad, refusesToShow, startAnalytics } from './embed-and-analytics.js';
import { createLoadingScreen } from './loading-screen.js';
import { mountLogo } from './logo.js';
import { refusesOutsideWeChat, sharingBanned } from './wechat-limits.js';
import { createPrompt } from './prompts.js';
import { isMiniMode, marginFor, type Viewport } from './viewport-settings.js';
import './appearance.css';
import './display.css';

/**
 * Applies the book's appearance settings the reader itself does not read: colours, the
 * background and the display looks (display-vars.ts) through CSS custom properties on the reader root, the loading screen, margins,
 * mini mode, prompts, embed-only reading and analytics. Everything follows each settings
 * change, so the editor's preview shows an edit at once.
 */
export function mountAppearance(reader: Reader, view: ReaderView, options: { published: boolean; windowSize: () => { width: number; height: number } }): void {
  const coarse = window.matchMedia('(pointer: coarse)');
  // The window's size as main.ts read it before the view was built and at each resize since:
  // reading innerWidth here, with the view just built, forced a layout of the whole reader
  // before the book's settings were in, and the stage's measure then forced a second one.
  const viewport = (): Viewport => ({ ...options.windowSize(), coarse: coarse.matches });
  const loading = createLoadingScreen(view.loading);
  const prompt = createPrompt(view.stage, () => coarse.matches);
  mountLogo(reader, view);
  let raw: Readonly<Record<string, unknown>> = {};
  let analytics: ReturnType<typeof startAnalytics> | null = null;

  const fitViewport = () => {
    reader.setStageMargin(marginFor(raw, viewport()));
    view.root.toggleAttribute('data-mini', isMiniMode(raw, viewport()));
  };

  reader.onSettingsChange((settings) => {
    raw = settings;
    // A picture stored in the book (a media key) is looked up in the book's media table: its
    // URL differs between the preview and a published book, and may use the host's scheme.
    const stored = (value: unknown): string | null => (isBookMediaKey(value) ? mediaUrl(reader.bookData ?? {}, value) : null);
    const look = appearanceOf(settings);
    const background = stored(settings.backgroundImage);
    if (background !== null) look.vars['--fb-bg-image'] = cssUrl(background);
    applyAppearanceTo(view.root, look);
    const display = displayOf(settings);
    applyAppearanceTo(view.root, display);
    if (display.attributes['data-text-sharpening'] !== null) ensureSharpenFilter(view.root);
    loading.apply(settings, stored);
    prompt.apply(settings);
    fitViewport();
    if (refusesToShow(settings, { published: options.published, framed: window.self !== window.top })) {
      view.root.setAttribute('data-embed-refused', '');
      reader.showMessage(appearanceWords(document.documentElement.lang).embedOnly);
    }
    if (refusesOutsideWeChat(settings, { published: options.published, userAgent: navigator.userAgent })) {
      view.root.setAttribute('data-wechat-refused', '');
      reader.showMessage(appearanceWords(document.documentElement.lang).weChatOnly);
    }
    view.root.toggleAttribute('data-share-banned', sharingBanned(settings, navigator.userAgent));
    const id = analyticsIdToLoad(settings, options.published);
    if (id !== null && analytics === null) analytics = startAnalytics(id);
  });
  reader.onSettle((page) => analytics?.pageView(page));
  // main.ts's own resize listener was added first, so the size is already the new one here.
  window.addEventListener('resize', fitViewport);
}
