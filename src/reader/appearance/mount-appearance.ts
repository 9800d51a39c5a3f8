import type { Reader } from '../reader.js';
import type { ReaderView } from '../view.js';
import { appearanceOf, applyAppearanceTo } from './appearance-vars.js';
import { appearanceWords } from './appearance-words.js';
import { analyticsIdToLoad, refusesToShow, startAnalytics } from './embed-and-analytics.js';
import { createLoadingScreen } from './loading-screen.js';
import { createPrompt } from './prompts.js';
import { isMiniMode, marginFor, type Viewport } from './viewport-settings.js';
import './appearance.css';

/**
 * Applies the book's appearance settings the reader itself does not read: colours and the
 * background through CSS custom properties on the reader root, the loading screen, margins,
 * mini mode, prompts, embed-only reading and analytics. Everything follows each settings
 * change, so the editor's preview shows an edit at once.
 */
export function mountAppearance(reader: Reader, view: ReaderView, options: { published: boolean }): void {
  const coarse = window.matchMedia('(pointer: coarse)');
  const viewport = (): Viewport => ({ width: window.innerWidth, height: window.innerHeight, coarse: coarse.matches });
  const loading = createLoadingScreen(view.loading);
  const prompt = createPrompt(view.stage, () => coarse.matches);
  let raw: Readonly<Record<string, unknown>> = {};
  let analytics: ReturnType<typeof startAnalytics> | null = null;

  const fitViewport = () => {
    reader.setStageMargin(marginFor(raw, viewport()));
    view.root.toggleAttribute('data-mini', isMiniMode(raw, viewport()));
  };

  reader.onSettingsChange((settings) => {
    raw = settings;
    applyAppearanceTo(view.root, appearanceOf(settings));
    loading.apply(settings);
    prompt.apply(settings);
    fitViewport();
    if (refusesToShow(settings, { published: options.published, framed: window.self !== window.top })) {
      view.root.setAttribute('data-embed-refused', '');
      reader.showMessage(appearanceWords(document.documentElement.lang).embedOnly);
    }
    const id = analyticsIdToLoad(settings, options.published);
    if (id !== null && analytics === null) analytics = startAnalytics(id);
  });
  reader.onSettle((page) => analytics?.pageView(page));
  window.addEventListener('resize', fitViewport);
}
