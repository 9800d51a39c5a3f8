import { isMediaUrl } from '../../shared/settings/media-kinds.js';
import { el } from '../dom.js';
import { READER_STRINGS } from '../strings.js';
import { settingOrDefault } from './appearance-vars.js';

/**
 * The loading screen's caption, image, video and minimum time. The reader hides the screen when the
 * first spread is in; a hold class keeps it shown until the minimum time has passed. In the
 * preview, a changed minimum time shows the screen again for that long, so the author sees it.
 */
export function createLoadingScreen(loading: HTMLElement) {
  const caption = loading.querySelector('p');
  const picture = mediaSlot(
    () => el('img', 'fb-loading-image', { alt: '' }),
    (image) => loading.prepend(image),
  );
  // Muted and inline, so every browser lets it start without a gesture; it loops while the book loads.
  const film = mediaSlot(
    () => {
      const video = el('video', 'fb-loading-video', { muted: '', autoplay: '', loop: '', playsinline: '', 'aria-hidden': 'true' });
      video.muted = true;
      return video;
    },
    (video) => {
      const next = picture.element ?? caption;
      if (next === null) loading.prepend(video);
      else next.before(video);
    },
  );
  let holdTimer: ReturnType<typeof setTimeout> | undefined;
  let lastMinTime: number | null = null;

  const hold = (seconds: number) => {
    clearTimeout(holdTimer);
    loading.classList.toggle('fb-loading-hold', seconds > 0);
    if (seconds > 0) holdTimer = setTimeout(() => loading.classList.remove('fb-loading-hold'), seconds * 1000);
  };

  // A film looping behind a hidden screen would still cost a core: it plays only while the screen shows.
  new MutationObserver(() => {
    const video = film.element;
    if (video === null) return;
    if (loading.hidden && !loading.classList.contains('fb-loading-hold')) video.pause();
    else void video.play().catch(() => undefined);
  }).observe(loading, { attributes: true, attributeFilter: ['hidden', 'class'] });

  return {
    /** `stored` resolves a picture kept in the book (a media key) to its URL; null for anything else. */
    apply(raw: Readonly<Record<string, unknown>>, stored: (value: unknown) => string | null = () => null): void {
      const text = settingOrDefault(raw, 'loadingCaption');
      if (caption !== null) caption.textContent = typeof text === 'string' && text.trim() !== '' ? text : READER_STRINGS.loading;

      picture.show(wantedUrl('image', settingOrDefault(raw, 'loadingImage'), stored));
      film.show(wantedUrl('video', settingOrDefault(raw, 'loadingVideo'), stored));

      const minTime = settingOrDefault(raw, 'loadingMinTime');
      const seconds = typeof minTime === 'number' ? minTime : 0;
      if (seconds !== lastMinTime) {
        lastMinTime = seconds;
        hold(seconds);
      }
    },
  };
}

/** The URL to show for a loading-screen picture or film: a file stored in the book, or a link of the right kind. */
function wantedUrl(kind: 'image' | 'video', value: unknown, stored: (value: unknown) => string | null): string | null {
  return stored(value) ?? (typeof value === 'string' && value !== '' && isMediaUrl(kind, value.trim()) ? value.trim() : null);
}

/** One picture or film on the loading screen: made and placed when a URL is first shown, removed when there is none. */
function mediaSlot<T extends HTMLImageElement | HTMLVideoElement>(make: () => T, place: (element: T) => void) {
  let element: T | null = null;
  return {
    get element(): T | null {
      return element;
    },
    show(url: string | null): void {
      if (url === null) {
        element?.remove();
        element = null;
      } else if (element?.getAttribute('src') !== url) {
        const shown = element ?? make();
        shown.src = url;
        if (element === null) place(shown);
        element = shown;
      }
    },
  };
}
