import { settingOrDefault } from './appearance-vars.js';

type Raw = Readonly<Record<string, unknown>>;

/**
 * The reader limits of spec section 6 about WeChat: WeChat-browser-only reading and the
 * ban on sharing in WeChat. WeChat's built-in browser names itself "MicroMessenger" in its
 * user agent, on phones and on its desktop app alike; nothing else tells it apart.
 */
export function isWeChat(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent);
}

/** Whether a book set to WeChat-only reading must refuse to show: published and opened outside WeChat. */
export function refusesOutsideWeChat(raw: Raw, context: { published: boolean; userAgent: string }): boolean {
  return context.published && settingOrDefault(raw, 'weChatOnly') === true && !isWeChat(context.userAgent);
}

/** The toolbar buttons that share the book: hidden inside WeChat when the book bans sharing there. */
export const SHARING_BUTTONS: ReadonlySet<string> = new Set(['btnshare', 'wechat', 'email']);

/** Whether sharing is banned here: the book bans sharing in WeChat, and this is WeChat. */
export function sharingBanned(raw: Raw, userAgent: string): boolean {
  return settingOrDefault(raw, 'weChatShareBan') === true && isWeChat(userAgent);
}
