import { bool, choice, media, text } from './entry-builders.js';
import type { SettingEntry } from './setting-types.js';

/** How the book behaves for its readers, and what its share panel offers. */
export const BEHAVIOUR_SETTINGS: readonly SettingEntry[] = [
  bool('prompts', 'helpPrompt', false),
  bool('prompts', 'gesturePrompt', false),

  bool('behaviour', 'restoreLastPage', false),
  bool('behaviour', 'rightClickMenu', true),
  bool('behaviour', 'fasterLoad', false),
  // The HD image swaps in after about a second on a page.
  bool('behaviour', 'highDefinition', true),
  bool('behaviour', 'urlPageNumber', true),
  text('behaviour', 'analyticsId', '', { format: 'analytics', maxLength: 40 }, { power: 'pro' }),
  bool('behaviour', 'embedOnly', false, { power: 'pro' }),
  // Spec section 6's reader limits: WeChat-browser-only reading and a ban on sharing in WeChat.
  bool('behaviour', 'weChatOnly', false, { power: 'pro' }),
  bool('behaviour', 'weChatShareBan', false, { power: 'pro' }),
  choice('behaviour', 'linkTarget', 'blank', ['blank', 'self']),

  bool('share', 'shareWebPage', true),
  bool('share', 'shareHtml', true),
  bool('share', 'shareEmbed', true),
  bool('share', 'pageLinks', true),
  // The share types' region (decision 0236): China 0, global 1, all 2, the spec's codes.
  choice('share', 'socialShareType', 2, [0, 1, 2]),
  // WeChat alone makes a mini-program code, so the author supplies its picture.
  media('image', 'share', 'miniProgramCode', { related: { key: 'socialShareType', noneOf: [1] } }),
];
