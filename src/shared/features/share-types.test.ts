import { describe, expect, it } from 'vitest';
import { brandName, SHARE_TYPES, shareTypesOf, shareUrl, type ShareType } from './share-types.js';

const ids = (types: ShareType[]) => types.map((type) => type.id);
const type = (id: string) => SHARE_TYPES.find((candidate) => candidate.id === id)!;

describe('the share types and their regions', () => {
  it('lists the fifteen types of the spec once each, every link type with an https or mailto template', () => {
    expect(ids([...SHARE_TYPES])).toEqual([
      'wechat', 'facebook', 'twitter', 'email', 'poster', 'reddit', 'qqFriend', 'qrCode',
      'miniProgramCode', 'tieba', 'weibo', 'qzone', 'copyLink', 'linkedin', 'douban',
    ]);
    for (const entry of SHARE_TYPES) {
      expect(entry.kind === 'link', entry.id).toBe(entry.url !== undefined);
      if (entry.url !== undefined) expect(entry.url, entry.id).toMatch(/^(https:\/\/[a-z.]+\/|mailto:\?)[^ ]*\{url\}/);
    }
  });

  it("offers China's types and the shared ones in region 0", () => {
    expect(ids(shareTypesOf(0))).toEqual(['wechat', 'email', 'poster', 'qqFriend', 'qrCode', 'miniProgramCode', 'tieba', 'weibo', 'qzone', 'copyLink', 'douban']);
  });

  it('offers the global types and the shared ones in region 1', () => {
    expect(ids(shareTypesOf(1))).toEqual(['facebook', 'twitter', 'email', 'poster', 'reddit', 'qrCode', 'copyLink', 'linkedin']);
  });

  it('offers every type in region 2', () => {
    expect(shareTypesOf(2)).toEqual(SHARE_TYPES);
  });
});

describe('share URLs', () => {
  const book = { url: 'https://example.org/book/index.html?a=1&b=2#page=3', title: 'Tom & Jerry: 100% 中文' };

  it('encodes the link and the title into the template', () => {
    const url = new URL(shareUrl(type('weibo'), book)!);
    expect(url.origin).toBe('https://service.weibo.com');
    expect(url.searchParams.get('url')).toBe(book.url);
    expect(url.searchParams.get('title')).toBe(book.title);
    expect(shareUrl(type('facebook'), book)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(book.url)}`);
  });

  it('builds a mailto link with the title as subject and the link as body', () => {
    const url = new URL(shareUrl(type('email'), book)!);
    expect(url.protocol).toBe('mailto:');
    expect(url.searchParams.get('subject')).toBe(book.title);
    expect(url.searchParams.get('body')).toBe(book.url);
  });

  it('has no URL for the types the panel acts on itself', () => {
    for (const id of ['wechat', 'poster', 'qrCode', 'miniProgramCode', 'copyLink']) expect(shareUrl(type(id), book), id).toBeNull();
  });

  it('names brands in Chinese for Chinese readers and by their own name elsewhere', () => {
    expect(brandName(type('weibo'), 'zh-CN')).toBe('微博');
    expect(brandName(type('weibo'), 'fr')).toBe('Weibo');
    expect(brandName(type('facebook'), 'zh')).toBe('Facebook');
    expect(brandName(type('poster'), 'en')).toBeUndefined();
  });
});
