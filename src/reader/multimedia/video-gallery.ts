import { el } from '../dom.js';
import type { PanelContent, SidePanel } from '../panels/side-panel.js';
import type { Reader } from '../reader.js';
import { READER_STRINGS } from '../strings.js';
import { toolButton, type ToolButton } from '../toolbar/tool-button.js';
import { mediaUrl } from '../media-url.js';
import { mediaWords } from './media-words.js';
import { galleryVideos } from './parse-page-media.js';

/** The videos the gallery lists: every video placed on a page and kept in the gallery, with its URL. */
function videosOf(reader: Reader): { title: string; page: number; url: string }[] {
  const book = reader.bookData;
  if (book === null) return [];
  return galleryVideos(
    book.settings,
    book.pages.map((page) => page.id),
  ).flatMap(({ item, page }) => {
    const url = item.src === undefined ? null : mediaUrl(book, item.src);
    return url === null ? [] : [{ title: item.title, page, url }];
  });
}

/**
 * The toolbar's video gallery (`button.videogallery`): a panel listing the book's videos;
 * choosing one plays it in a modal player over the book.
 */
export function videoGalleryTool(reader: Reader, panel: SidePanel): ToolButton {
  const words = mediaWords();
  const content: PanelContent = {
    id: 'videogallery',
    title: words.gallery,
    fill: (body) => {
      const videos = videosOf(reader);
      const list = el('ul', 'fb-video-gallery', { 'data-testid': 'video-gallery' });
      for (const [index, video] of videos.entries()) {
        const button = el('button', 'fb-toc-entry', { type: 'button' });
        const name = el('span');
        name.textContent = video.title || `${words.video} ${index + 1}`;
        const where = el('small');
        where.textContent = ` · ${words.pageOf.replace('{n}', String(video.page))}`;
        button.append(name, where);
        button.addEventListener('click', () => playInModal(video.url, video.title || name.textContent || words.video));
        const item = el('li');
        item.append(button);
        list.append(item);
      }
      body.append(list);
    },
  };
  const element = toolButton('videogallery', words.gallery, '▶');
  element.setAttribute('aria-expanded', 'false');
  element.addEventListener('click', () => panel.toggle(content, element));
  return { element, applies: () => videosOf(reader).length > 0 };
}

/** Plays one video in a modal dialog; closing it (button or Escape) stops and removes the player. */
function playInModal(url: string, title: string): void {
  const dialog = el('dialog', 'fb-video-modal', { 'data-testid': 'video-modal', 'aria-label': title });
  const heading = el('h2', 'fb-panel-title');
  heading.textContent = title;
  const close = el('button', 'fb-button fb-panel-close', { type: 'button', 'aria-label': READER_STRINGS.close, title: READER_STRINGS.close });
  close.textContent = '×';
  const header = el('div', 'fb-panel-header');
  header.append(heading, close);
  const video = el('video', undefined, { controls: '', autoplay: '', preload: 'auto' });
  video.src = url;
  dialog.append(header, video);
  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => {
    video.pause();
    dialog.remove();
  });
  // Arrow keys seek the video; they must not turn the book's pages behind the modal.
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') event.stopPropagation();
  });
  document.body.append(dialog);
  dialog.showModal();
}
