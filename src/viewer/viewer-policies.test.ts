import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEWER_CONFIG } from '../shared/desktop/viewer-config.js';
import { BOOK_INDEX_URL, bookContentType, bookFileFor, decideNavigation, VIEWER_CSP } from './book-protocol.js';
import { isFullScreenToggle, VIEWER_WEB_PREFERENCES, viewerWindowPlan } from './window-options.js';

describe('the viewer window', () => {
  it('is always isolated, sandboxed and without Node', () => {
    expect(VIEWER_WEB_PREFERENCES).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true, webviewTag: false });
    expect(viewerWindowPlan(DEFAULT_VIEWER_CONFIG).options.webPreferences).toBe(VIEWER_WEB_PREFERENCES);
    expect(viewerWindowPlan(DEFAULT_VIEWER_CONFIG).options).not.toHaveProperty('webPreferences.preload');
  });

  it('opens maximised by default', () => {
    const plan = viewerWindowPlan({ title: 'Book', window: { mode: 'maximized' } });
    expect(plan).toMatchObject({ maximize: true, options: { title: 'Book', fullscreen: false, show: false } });
  });

  it('opens maximised with the book full screen', () => {
    expect(viewerWindowPlan({ title: 'Book', window: { mode: 'fullscreen' } })).toMatchObject({ maximize: true, options: { fullscreen: true } });
  });

  it('opens at a custom size, centred and not maximised', () => {
    const plan = viewerWindowPlan({ title: 'Book', window: { mode: 'custom', width: 1000, height: 700 } });
    expect(plan).toMatchObject({ maximize: false, options: { width: 1000, height: 700, center: true, fullscreen: false } });
  });

  it('toggles full screen with F11 only', () => {
    const key = { type: 'keyDown', key: 'F11', alt: false, control: false, meta: false };
    expect(isFullScreenToggle(key)).toBe(true);
    expect(isFullScreenToggle({ ...key, type: 'keyUp' })).toBe(false);
    expect(isFullScreenToggle({ ...key, key: 'Escape' })).toBe(false);
    expect(isFullScreenToggle({ ...key, control: true })).toBe(false);
  });
});

describe('the viewer’s navigation policy', () => {
  it.each([
    [BOOK_INDEX_URL, 'allow'],
    ['book://local/files/page-1-normal.webp', 'allow'],
    ['https://example.com/page?x=1', 'external'],
    ['http://example.com', 'external'],
    ['https://user:pass@example.com/', 'deny'],
    ['file:///etc/passwd', 'deny'],
    ['javascript:alert(1)', 'deny'],
    ['book://other/index.html', 'deny'],
    ['mailto:a@example.com', 'deny'],
    ['smb://server/share', 'deny'],
    ['not a url', 'deny'],
  ])('%s → %s', (url, decision) => {
    expect(decideNavigation(url)).toBe(decision);
  });
});

describe('serving the book', () => {
  const root = path.resolve('/opt/app/resources/book');

  it('maps book URLs to files inside the book folder', () => {
    expect(bookFileFor(root, 'book://local/')).toBe(path.join(root, 'index.html'));
    expect(bookFileFor(root, 'book://local/files/page%201.webp')).toBe(path.join(root, 'files', 'page 1.webp'));
  });

  it.each([
    'book://local/..%2f..%2fapp.asar',
    'book://local/files/..%5c..%5csecret',
    'book://local/%00',
    'book://local/%E0%A4%A',
    'book://evil/index.html',
    'file:///opt/app/resources/book/index.html',
  ])('refuses %s', (url) => {
    expect(bookFileFor(root, url)).toBeNull();
  });

  it('resolves encoded dot segments as URL parsing does, which keeps them inside the book', () => {
    expect(bookFileFor(root, 'book://local/%2e%2e/viewer.json')).toBe(path.join(root, 'viewer.json'));
  });

  it('labels content and sends a strict CSP', () => {
    expect(bookContentType('a.webp')).toBe('image/webp');
    expect(bookContentType('a.exe')).toBe('application/octet-stream');
    expect(VIEWER_CSP).toContain("default-src 'none'");
    expect(VIEWER_CSP).toContain("frame-ancestors 'none'");
    expect(VIEWER_CSP).not.toContain('unsafe');
  });
});
