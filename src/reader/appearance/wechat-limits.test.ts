import { describe, expect, it } from 'vitest';
import { isWeChat, refusesOutsideWeChat, sharingBanned } from './wechat-limits.js';

const WECHAT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

describe('the WeChat reader limits', () => {
  it('knows WeChat by MicroMessenger in its user agent, and nothing else', () => {
    expect(isWeChat(WECHAT)).toBe(true);
    expect(isWeChat(CHROME)).toBe(false);
    expect(isWeChat('')).toBe(false);
  });

  it('refuses a WeChat-only published book outside WeChat, never inside it, in the preview or by default', () => {
    expect(refusesOutsideWeChat({ weChatOnly: true }, { published: true, userAgent: CHROME })).toBe(true);
    expect(refusesOutsideWeChat({ weChatOnly: true }, { published: true, userAgent: WECHAT })).toBe(false);
    expect(refusesOutsideWeChat({ weChatOnly: true }, { published: false, userAgent: CHROME })).toBe(false);
    expect(refusesOutsideWeChat({}, { published: true, userAgent: CHROME })).toBe(false);
    // A malformed value takes the default, which lets everyone read.
    expect(refusesOutsideWeChat({ weChatOnly: 'yes' }, { published: true, userAgent: CHROME })).toBe(false);
  });

  it('bans sharing only inside WeChat, and only when the book asks', () => {
    expect(sharingBanned({ weChatShareBan: true }, WECHAT)).toBe(true);
    expect(sharingBanned({ weChatShareBan: true }, CHROME)).toBe(false);
    expect(sharingBanned({}, WECHAT)).toBe(false);
  });
});
