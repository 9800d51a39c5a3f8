import { bool, choice, text } from './entry-builders.js';
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
  choice('behaviour', 'linkTarget', 'blank', ['blank', 'self']),

  bool('share', 'shareWebPage', true),
  bool('share', 'shareHtml', true),
  bool('share', 'shareEmbed', true),
  bool('share', 'pageLinks', true),
];
