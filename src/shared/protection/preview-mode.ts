/**
 * The preview message key (`{type: 'previewBook', key, value: boolean}`) with which the
 * editor turns the live preview's protection preview mode on and off (decision record 0061).
 */
export const PROTECTION_PREVIEW_KEY = 'protectionPreview';
