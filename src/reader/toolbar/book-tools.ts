import { parseContact } from '../../shared/features/contact.js';
import { mediaUrl } from '../media-url.js';
import { fillAbout, fillDownloads, hasAbout } from '../panels/info-panels.js';
import { fillPrint } from '../panels/print-panel.js';
import { mailtoUrl, type ShareValues } from '../panels/share.js';
import { fillShare, type ShareOptions } from '../panels/share-panel.js';
import type { PanelContent, SidePanel } from '../panels/side-panel.js';
import type { Reader } from '../reader.js';
import type { ToolbarButtonId } from '../settings.js';
import { READER_STRINGS } from '../strings.js';
import { AutoFlip } from './autoflip.js';
import { PageNarration } from '../narration/page-narration.js';
import { Sound } from './sound.js';
import { toolButton, toolLink, type ToolButton } from './tool-button.js';
import { flagAt } from '../catalogue-reads.js';

/**
 * The toolbar's book tools: home, autoflip, sound, print, e-mail, share, download and
 * about. Each is a button, a link or a panel; none shows unless the book gives it
 * something to do.
 */
export function bookTools(reader: Reader, panel: SidePanel, stage: HTMLElement): Partial<Record<ToolbarButtonId, ToolButton>> {
  const settings = () => reader.settings;
  const panelButton = (content: PanelContent, glyph: string, applies: () => boolean): ToolButton => {
    const element = toolButton(content.id as ToolbarButtonId, content.title, glyph);
    element.setAttribute('aria-expanded', 'false');
    element.addEventListener('click', () => panel.toggle(content, element));
    return { element, applies };
  };

  const home = toolLink('home', READER_STRINGS.home, '⌂');
  // _top: an embedded book leaves its frame for the publisher's site.
  home.target = '_top';

  const autoFlipButton = toolButton('autoflip', READER_STRINGS.autoFlip, '▶');
  const autoFlip = new AutoFlip(reader, (running) => autoFlipButton.setAttribute('aria-pressed', String(running)), autoFlipButton);
  autoFlipButton.addEventListener('click', () => (autoFlip.running ? autoFlip.stop() : autoFlip.start()));

  const sound = new Sound(reader);
  const narration = new PageNarration(reader, sound, stage);
  const soundButton = toolButton('sound', READER_STRINGS.sound, '♪');
  soundButton.addEventListener('click', () => {
    sound.toggle();
    soundButton.setAttribute('aria-pressed', String(sound.on));
  });

  // The about panel's picture, stored in the book (a media key under about.image).
  const aboutPicture = (): string | null => {
    const image = parseContact(reader.bookData?.settings.about).image;
    return image === undefined ? null : mediaUrl(reader.bookData ?? {}, image);
  };

  const email = toolLink('email', READER_STRINGS.email, '✉');
  const values = (): ShareValues => {
    const page = reader.bookData?.pages[reader.currentPage - 1];
    return { title: reader.bookData?.title ?? '', link: location.href, thumb: page === undefined ? '' : new URL(page.thumb, location.href).href };
  };
  // Refreshed on focus and hover too: the link follows the page the reader is on.
  const refreshEmail = (): void => {
    email.href = mailtoUrl(settings().emailSubject, settings().emailBody, values());
  };
  email.addEventListener('focus', refreshEmail);
  email.addEventListener('pointerenter', refreshEmail);

  const shareOptions = (): ShareOptions => {
    const book = reader.bookData;
    const cover = book?.pages[0];
    return {
      entries: settings().share,
      qrCode: flagAt(book?.settings ?? {}, 'qrCode'),
      region: settings().socialShareType,
      miniProgramCode: mediaUrl(book ?? {}, book?.settings.miniProgramCode),
      cover: cover === undefined ? null : new URL(cover.normal, location.href).href,
    };
  };

  return {
    home: { element: home, applies: () => settings().homeUrl !== '', sync: () => (home.href = settings().homeUrl) },
    autoflip: { element: autoFlipButton, applies: () => reader.pageCount > 2, sync: () => autoFlipButton.setAttribute('aria-pressed', String(autoFlip.running)) },
    sound: { element: soundButton, applies: () => sound.available || narration.available, sync: () => (soundButton.setAttribute('aria-pressed', String(sound.on)), sound.bookChanged()) },
    print: panelButton(
      {
        id: 'print',
        title: READER_STRINGS.print,
        fill: (body) => fillPrint(body, { pages: reader.bookData?.pages ?? [], shown: reader.shownPages, watermark: settings().printWatermark }),
      },
      '⎙',
      () => reader.pageCount > 0,
    ),
    email: { element: email, applies: () => reader.pageCount > 0, sync: refreshEmail },
    btnshare: panelButton({ id: 'btnshare', title: READER_STRINGS.share, fill: (body) => fillShare(body, values(), shareOptions()) }, '⤴', () => reader.pageCount > 0),
    download: panelButton(
      { id: 'download', title: READER_STRINGS.download, fill: (body) => fillDownloads(body, settings().downloads, (key) => mediaUrl(reader.bookData ?? {}, key)) },
      '⤓',
      () => settings().downloads.length > 0,
    ),
    about: panelButton({ id: 'about', title: READER_STRINGS.about, fill: (body) => fillAbout(body, settings().about, aboutPicture()) }, 'ⓘ', () => hasAbout(settings().about)),
  };
}
