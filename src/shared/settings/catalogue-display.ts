import { bool, choice, colour, num, text, whenSet } from './entry-builders.js';
import type { SettingEntry } from './setting-types.js';

/** The reader's room around the book (STAGE_MARGIN in src/reader/reader-display.ts), the default of both margins. */
export const DEFAULT_MARGIN = { x: 16, y: 20 } as const;
const MARGIN_RANGE = { min: -200, max: 200, step: 1, unit: 'px' } as const;

/** How the book itself looks and turns. */
export const DISPLAY_SETTINGS: readonly SettingEntry[] = [
  bool('display', 'shadows', true),
  bool('display', 'hardCover', false),
  num('display', 'coverBorderWidth', 0, { min: 0, max: 20, step: 1, unit: 'px' }),
  colour('display', 'coverBorderColour', '0xffffff', whenSet('coverBorderWidth')),
  num('display', 'coverRadius', 0, { min: 0, max: 40, step: 1, unit: 'px' }),
  bool('display', 'outerBorder', false),
  colour('display', 'pageColour', '0xffffff'),
  choice('display', 'bindingType', 'side', ['side', 'top']),
  num('display', 'pageThickness', 0, { min: 0, max: 10, step: 1, unit: 'px' }),
  bool('display', 'textSharpening', false),
  num('display', 'thumbnailOpacity', 100, { min: 0, max: 100, step: 1, unit: '%' }),

  text('pageNumbering', 'pageCaption', '', { maxLength: 2000 }),

  // 0 turns mini mode off; otherwise a window this small shows the book without its bars.
  num('miniMode', 'miniModeWidth', 0, { min: 0, max: 2000, step: 10, unit: 'px' }),
  num('miniMode', 'miniModeHeight', 0, { min: 0, max: 2000, step: 10, unit: 'px' }),

  choice('pageFlip', 'flipStyle', 'flip', ['flip', 'slide']),
  choice('pageFlip', 'flipDirection', 'horizontal', ['horizontal', 'vertical']),
  // 0.3 s is the spec's recommended flip time; longer than 5 s would feel broken.
  num('pageFlip', 'flipTime', 0.3, { min: 0, max: 5, step: 0.05, unit: 's' }),
  bool('pageFlip', 'rightToLeft', false),
  bool('pageFlip', 'startOnDoublePage', false),
  choice('pageFlip', 'pageMode', 'auto', ['auto', 'single', 'double']),
  bool('pageFlip', 'banLastPage', false),

  num('margins', 'marginDesktopX', DEFAULT_MARGIN.x, MARGIN_RANGE),
  num('margins', 'marginDesktopY', DEFAULT_MARGIN.y, MARGIN_RANGE),
  num('margins', 'marginMobileX', DEFAULT_MARGIN.x, MARGIN_RANGE),
  num('margins', 'marginMobileY', DEFAULT_MARGIN.y, MARGIN_RANGE),
];
