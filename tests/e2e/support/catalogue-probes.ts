import type { SettingEntry } from '../../../src/shared/settings/setting-types.js';
import { WALK_MEDIA } from './walk-book.js';
import type { SceneName } from './walk-scenes.js';

/**
 * How the catalogue walk tries one setting: the value it gives the key (instead of the base
 * book's), the scene in which the change must show, and any other settings both books share
 * for the scene to reach it (a quick autoflip, so its passes can be seen ending).
 */
export interface Probe {
  value?: unknown;
  scene?: SceneName;
  with?: Record<string, unknown>;
}

/**
 * Settings whose effect is not in the published book, each with the test that proves the
 * effect where it is. The walk checks that test still names the key.
 */
export const ACTS_OUTSIDE_THE_BOOK: Readonly<Record<string, { test: string; why: string }>> = {
  multimediaMaxMb: { test: 'tests/e2e/multimedia.e2e.ts', why: 'the editor refuses a multimedia file above the limit when it is added' },
};

/**
 * The probes that are not the default one (the opposite flag, the far end of a range, another
 * choice, seen as the book opens). Settings that only show once the reader does something
 * name the scene that does it.
 */
export const PROBES: Readonly<Record<string, Probe>> = {
  backgroundSoundLoops: { value: 3, scene: 'sound' },
  loadingImage: { value: '' },
  logoImage: { value: '' },
  backgroundImage: { value: '' },
  loadingVideo: { value: WALK_MEDIA.video },
  miniProgramCode: { value: WALK_MEDIA.code, scene: 'share' },
  flipSound: { scene: 'sound' },
  backgroundSound: { value: '', scene: 'sound' },
  backgroundSoundVolume: { scene: 'sound' },
  flipTime: { value: 3, scene: 'turn' },
  flipStyle: { scene: 'turn' },
  hardCover: { scene: 'turn' },
  pageLinks: { scene: 'turn' },
  linkTarget: { scene: 'turn' },
  urlPageNumber: { scene: 'turn' },
  backForward: { scene: 'turn' },
  textSharpening: { scene: 'zoom' },
  highDefinition: { scene: 'zoom' },
  shareWebPage: { scene: 'share' },
  shareHtml: { scene: 'share' },
  shareEmbed: { scene: 'share' },
  socialShareType: { value: 1, scene: 'share' },
  qrCode: { scene: 'share' },
  emailSubject: { value: 'Read {title} now' },
  emailBody: { value: 'Have a look: {link}' },
  rightClickMenu: { scene: 'menu' },
  autoFlipInterval: { value: 0.5, scene: 'autoflip' },
  autoFlipCount: { value: 1, scene: 'autoflipAtEnd', with: { autoFlipInterval: 0.5 } },
  banLastPage: { scene: 'end' },
  restoreLastPage: { scene: 'reopen' },
  fullScreen: { scene: 'fullScreen' },
  printWatermark: { value: 'Proof copy', scene: 'print' },
  marginMobileX: { value: 60, scene: 'phone' },
  marginMobileY: { scene: 'phone' },
  gesturePrompt: { scene: 'phone' },
  mobileButtonOrder: { value: ['zoom', 'thumb'], scene: 'phone' },
  phoneNumbers: { value: [{ label: 'Night desk', number: '5550199' }], scene: 'phoneNumbers' },
  weChatShareBan: { scene: 'wechat' },
  analyticsId: { value: 'G-WALK12345' },
  pageMedia: { value: {}, scene: 'turn' },
  about: { value: { title: 'Another Press', email: '', tel: '', url: '', address: '', description: '' }, scene: 'about' },
  downloads: { value: [{ title: 'Another guide', url: 'https://example.org/other.pdf' }], scene: 'downloads' },
  downloadOriginalPdf: { scene: 'downloads' },
  languages: { value: ['en', 'de', 'ja'], scene: 'languages' },
  scene: { value: 'snow' },
  pageCaption: { value: '1-8:1' },
  miniModeWidth: { value: 2000 },
  miniModeHeight: { value: 2000 },
};

/** A value unlike the base book's for a setting of this shape, for the probes not listed above. */
export function defaultProbeValue(entry: SettingEntry, base: unknown): unknown {
  switch (entry.type) {
    case 'bool':
      return base !== true;
    case 'number':
      return base === entry.max ? entry.min : entry.max;
    case 'choice':
      return entry.choices.find((choice) => choice !== base);
    case 'colour':
      return base === '0x7b2d8e' ? '0x2d8e7b' : '0x7b2d8e';
    case 'text':
      return 'Walk text';
    case 'image':
      return base === WALK_MEDIA.code ? WALK_MEDIA.logo : WALK_MEDIA.code;
    case 'sound':
      return WALK_MEDIA.music;
    case 'video':
      return WALK_MEDIA.video;
    case 'structured':
      throw new Error(`${entry.key} is structured: give it a probe value in PROBES`);
  }
}
