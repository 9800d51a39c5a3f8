/**
 * The share types of the spec (online-editor.md section 3), each with its region: China 0,
 * global 1, all 2. The book's `socialShareType` setting picks the region; the reader's share
 * panel offers the types of that region (decision 0236).
 */

/** The spec's region codes: China 0, global 1, all 2. */
export type ShareRegion = 0 | 1 | 2;
export const SHARE_REGION_CHINA = 0;
export const SHARE_REGION_GLOBAL = 1;
export const SHARE_REGION_ALL = 2;

/**
 * What an entry does: `link` opens its URL template filled in, `copy` copies the link, `qr`
 * shows the link's QR code (WeChat shares a page by scanning it), `poster` draws the cover,
 * title and QR code into a PNG, `image` shows the author's mini-program code picture.
 */
export type ShareKind = 'link' | 'copy' | 'qr' | 'poster' | 'image';

export type ShareTypeId =
  | 'wechat'
  | 'facebook'
  | 'twitter'
  | 'email'
  | 'poster'
  | 'reddit'
  | 'qqFriend'
  | 'qrCode'
  | 'miniProgramCode'
  | 'tieba'
  | 'weibo'
  | 'qzone'
  | 'copyLink'
  | 'linkedin'
  | 'douban';

export interface ShareType {
  id: ShareTypeId;
  region: ShareRegion;
  kind: ShareKind;
  /** For `link`: `{url}` and `{title}` take the encodeURIComponent of the book's link and title. */
  url?: string;
  /** A brand's own name, and its Chinese name where it differs; other types are named by the reader's words. */
  brand?: readonly [string, string?];
}

/** The spec's fifteen share types, in the spec's order. */
export const SHARE_TYPES: readonly ShareType[] = [
  { id: 'wechat', region: 0, kind: 'qr', brand: ['WeChat', '微信'] },
  { id: 'facebook', region: 1, kind: 'link', url: 'https://www.facebook.com/sharer/sharer.php?u={url}', brand: ['Facebook'] },
  { id: 'twitter', region: 1, kind: 'link', url: 'https://twitter.com/intent/tweet?url={url}&text={title}', brand: ['X (Twitter)'] },
  { id: 'email', region: 2, kind: 'link', url: 'mailto:?subject={title}&body={url}' },
  { id: 'poster', region: 2, kind: 'poster' },
  { id: 'reddit', region: 1, kind: 'link', url: 'https://www.reddit.com/submit?url={url}&title={title}', brand: ['Reddit'] },
  { id: 'qqFriend', region: 0, kind: 'link', url: 'https://connect.qq.com/widget/shareqq/index.html?url={url}&title={title}', brand: ['QQ', 'QQ好友'] },
  { id: 'qrCode', region: 2, kind: 'qr' },
  { id: 'miniProgramCode', region: 0, kind: 'image' },
  { id: 'tieba', region: 0, kind: 'link', url: 'https://tieba.baidu.com/f/commit/share/openShareApi?url={url}&title={title}', brand: ['Tieba', '百度贴吧'] },
  { id: 'weibo', region: 0, kind: 'link', url: 'https://service.weibo.com/share/share.php?url={url}&title={title}', brand: ['Weibo', '微博'] },
  { id: 'qzone', region: 0, kind: 'link', url: 'https://sns.qzone.qq.com/cgi-bin/qzshare/cgi_qzshare_onekey?url={url}&title={title}', brand: ['Qzone', 'QQ空间'] },
  { id: 'copyLink', region: 2, kind: 'copy' },
  { id: 'linkedin', region: 1, kind: 'link', url: 'https://www.linkedin.com/sharing/share-offsite/?url={url}', brand: ['LinkedIn'] },
  { id: 'douban', region: 0, kind: 'link', url: 'https://www.douban.com/share/service?href={url}&name={title}', brand: ['Douban', '豆瓣'] },
];

/** The types a book of this region offers: the region's own and those of every region. All (2) offers every type. */
export function shareTypesOf(region: ShareRegion): ShareType[] {
  return SHARE_TYPES.filter((type) => region === SHARE_REGION_ALL || type.region === SHARE_REGION_ALL || type.region === region);
}

/** A link type's URL with the book's link and title encoded in; null for the other kinds. */
export function shareUrl(type: ShareType, book: { url: string; title: string }): string | null {
  if (type.url === undefined) return null;
  return type.url.replace(/\{(url|title)\}/g, (_, name: 'url' | 'title') => encodeURIComponent(book[name]));
}

/** A brand's name in the reader's language: Chinese names in Chinese, the brand's own elsewhere. */
export function brandName(type: ShareType, lang: string): string | undefined {
  return type.brand === undefined ? undefined : ((lang.startsWith('zh') ? type.brand[1] : undefined) ?? type.brand[0]);
}
