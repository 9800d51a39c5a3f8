import { bool, num, text, whenOn } from './entry-builders.js';
import type { SettingEntry, StructuredSetting } from './setting-types.js';

/** Every toolbar button id of the spec, each stored as the boolean setting `button.<id>`. */
export const SPEC_TOOLBAR_BUTTONS = [
  'shopping', 'thumb', 'table', 'goto', 'zoom', 'bookmark', 'number', 'sound', 'search', 'print', 'annotation', 'wechat',
  'email', 'btnshare', 'download', 'language', 'home', 'autoflip', 'select', 'about', 'report', 'doublesinglepage', 'videogallery',
] as const;
export type SpecToolbarButton = (typeof SPEC_TOOLBAR_BUTTONS)[number];

/**
 * Buttons whose feature the book does not have until the author adds it (a shop link,
 * annotations, WeChat, a report form, a video gallery) start hidden; the reading aids the
 * reader implements start shown, as readSettings defaults them.
 */
const HIDDEN_BY_DEFAULT: ReadonlySet<SpecToolbarButton> = new Set(['shopping', 'annotation', 'wechat', 'report', 'videogallery']);

const BUTTONS: SettingEntry[] = SPEC_TOOLBAR_BUTTONS.map((id) => bool('buttons', `button.${id}`, !HIDDEN_BY_DEFAULT.has(id)));

function elsewhere(key: string, shape: StructuredSetting['shape'], fallback: StructuredSetting['default']): StructuredSetting {
  return { type: 'structured', group: 'features', key, shape, default: fallback, editor: 'elsewhere', power: 'free' };
}

/** The toolbar's buttons and the settings of the features behind them. */
export const BUTTON_SETTINGS: readonly SettingEntry[] = [
  ...BUTTONS,
  text('features', 'homeUrl', '', { format: 'url' }, whenOn('button.home')),
  text('features', 'shoppingUrl', '', { format: 'url' }, whenOn('button.shopping')),
  // A web page or a mailto: link; the reader accepts nothing else.
  text('features', 'reportUrl', '', { maxLength: 2000 }, whenOn('button.report')),
  text('features', 'printWatermark', '', { maxLength: 200 }, whenOn('button.print')),
  num('features', 'autoFlipInterval', 3, { min: 0.5, max: 600, step: 0.5, unit: 's' }, whenOn('button.autoflip')),
  num('features', 'autoFlipCount', -1, { min: 1, max: 1000, step: 1, special: -1 }, whenOn('button.autoflip')),
  // Macros: {title}, {link} and {thumb} are replaced when the reader writes the e-mail.
  text('features', 'emailSubject', '{title}', { maxLength: 500 }, whenOn('button.email')),
  text('features', 'emailBody', '{title}\n{link}', { multiline: true, maxLength: 4000 }, whenOn('button.email')),
  num('features', 'selectIconSize', 24, { min: 18, max: 35, step: 1, unit: 'px' }, whenOn('button.select')),
  bool('features', 'magnifier', false),
  bool('features', 'fullScreen', true),
  bool('features', 'backForward', true),
  bool('features', 'qrCode', false),
  bool('features', 'phone', false),
  num('features', 'phoneIconSize', 24, { min: 18, max: 35, step: 1, unit: 'px' }, whenOn('phone')),
  // Add multimedia: the file size limit in MB, and the objects placed on pages (shared/features/page-media.ts).
  num('features', 'multimediaMaxMb', 10, { min: 1, max: 100, step: 1 }),
  elsewhere('pageMedia', 'record', {}),
  // Edited in their own panels (about/contact, download files, languages).
  elsewhere('about', 'record', { title: '', email: '', url: '', tel: '', address: '', description: '' }),
  elsewhere('downloads', 'list', []),
  bool('features', 'downloadOriginalPdf', false, whenOn('button.download')),
  elsewhere('phoneNumbers', 'list', []),
  elsewhere('mobileButtonOrder', 'list', []),
  elsewhere('languages', 'list', []),
];
