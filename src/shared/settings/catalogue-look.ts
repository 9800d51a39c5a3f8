import { DEFAULT_SCENE, SCENE_IDS } from '../design/design-ids.js';
import { bool, choice, colour, media, num, text, whenOn, whenSet } from './entry-builders.js';
import type { SettingEntry } from './setting-types.js';

/** The reader's own colours (reader.css), so an unset colour and its default look the same. */
export const READER_BACKGROUND = '0x3a3d42';
export const READER_BAR = '0x24262a';
export const READER_TEXT = '0xf3f3f4';

/** Logo, background, sound and loading screen: what surrounds the book. */
export const LOOK_SETTINGS: readonly SettingEntry[] = [
  media('image', 'logo', 'logoImage'),
  text('logo', 'logoUrl', '', { format: 'url' }, whenSet('logoImage')),
  num('logo', 'logoLeftPadding', 0, { min: 0, max: 200, step: 1, unit: 'px' }, whenSet('logoImage')),
  // The spec recommends a 34x34 logo; a large logo is fixed at 55 px high.
  num('logo', 'logoHeight', 34, { min: 18, max: 55, step: 1, unit: 'px' }, whenSet('logoImage')),
  bool('logo', 'logoLarge', false, whenSet('logoImage')),
  bool('logo', 'logoFixedSize', false, whenSet('logoImage')),

  colour('background', 'backgroundColourA', READER_BACKGROUND),
  colour('background', 'backgroundColourB', READER_BACKGROUND),
  choice('background', 'backgroundAngle', 180, [30, 60, 90, 180]),
  media('image', 'background', 'backgroundImage'),
  choice('background', 'backgroundPosition', 'fill', ['fill', 'fit', 'stretch', 'tile', 'center'], whenSet('backgroundImage')),
  num('background', 'backgroundOpacity', 1, { min: 0, max: 1, step: 0.05 }),
  choice('background', 'scene', DEFAULT_SCENE, SCENE_IDS),

  bool('sound', 'flipSound', true),
  media('sound', 'sound', 'backgroundSound'),
  num('sound', 'backgroundSoundLoops', -1, { min: 1, max: 1000, step: 1, special: -1 }, whenSet('backgroundSound')),
  num('sound', 'backgroundSoundVolume', 0.5, { min: 0, max: 1, step: 0.05 }, whenSet('backgroundSound')),

  text('loading', 'loadingCaption', '', { maxLength: 200 }),
  num('loading', 'loadingFontSize', 16, { min: 10, max: 48, step: 1, unit: 'px' }),
  colour('loading', 'loadingFontColour', READER_TEXT),
  colour('loading', 'loadingBackground', READER_BACKGROUND),
  // The spec's loading image is 200x200.
  media('image', 'loading', 'loadingImage'),
  num('loading', 'loadingImageHeight', 200, { min: 20, max: 400, step: 1, unit: 'px' }, whenSet('loadingImage')),
  choice('loading', 'loadingAnimation', 'spinner', ['spinner', 'none']),
  num('loading', 'loadingMinTime', 0, { min: 0, max: 10, step: 0.5, unit: 's' }),
  media('video', 'loading', 'loadingVideo', { power: 'pro' }),

  bool('toolbar', 'toolbarVisible', true),
  colour('toolbar', 'toolbarColour', READER_BAR, whenOn('toolbarVisible')),
  num('toolbar', 'toolbarAlpha', 1, { min: 0, max: 1, step: 0.05 }, whenOn('toolbarVisible')),
  colour('toolbar', 'toolbarButtonColour', READER_TEXT, whenOn('toolbarVisible')),
  colour('toolbar', 'toolbarFontColour', READER_TEXT, whenOn('toolbarVisible')),
  num('toolbar', 'toolbarIconSize', 24, { min: 18, max: 35, step: 1, unit: 'px' }, whenOn('toolbarVisible')),
  colour('toolbar', 'popupColour', READER_BAR),
  colour('toolbar', 'popupFontColour', READER_TEXT),
];
