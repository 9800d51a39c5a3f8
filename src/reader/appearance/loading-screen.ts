import { isMediaUrl } from '../../shared/settings/media-kinds.js';
import { el } from '../dom.js';
import { READER_STRINGS } from '../strings.js';
import { settingOrDefault } from './appearance-vars.js';

/**
 * The loading screen's caption, image and minimum time. The reader hides the screen when the
 * first spread is in; a hold class keeps it shown until the minimum time has passed. In the
 * preview, a changed minimum time shows the screen again for that long, so the author sees it.
 */
export function createLoadingScreen(loading: HTMLElement) {
  const caption = loading.querySelector('p');
  let image: HTMLImageElement | null = null;
  let holdTimer: ReturnType<typeof setTimeout> | undefined;
  let lastMinTime: number | null = null;

  const hold = (seconds: number) => {
    clearTimeout(holdTimer);
    loading.classList.toggle('fb-loading-hold', seconds > 0);
    if (seconds > 0) holdTimer = setTimeout(() => loading.classList.remove('fb-loading-hold'), seconds * 1000);
  };

  return {
    /** `stored` resolves a picture kept in the book (a media key) to its URL; null for anything else. */
    apply(raw: Readonly<Record<string, unknown>>, stored: (value: unknown) => string | null = () => null): void {
      const text = settingOrDefault(raw, 'loadingCaption');
      if (caption !== null) caption.textContent = typeof text === 'string' && text.trim() !== '' ? text : READER_STRINGS.loading;

      const url = settingOrDefault(raw, 'loadingImage');
      const wanted = stored(url) ?? (typeof url === 'string' && url !== '' && isMediaUrl('image', url.trim()) ? url.trim() : null);
      if (wanted === null) {
        image?.remove();
        image = null;
      } else if (image?.getAttribute('src') !== wanted) {
        image ??= el('img', 'fb-loading-image', { alt: '' });
        image.src = wanted;
        loading.prepend(image);
      }

      const minTime = settingOrDefault(raw, 'loadingMinTime');
      const seconds = typeof minTime === 'number' ? minTime : 0;
      if (seconds !== lastMinTime) {
        lastMinTime = seconds;
        hold(seconds);
      }
    },
  };
}
