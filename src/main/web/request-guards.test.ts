import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isAllowedHost, isAllowedOrigin, isJsonContentType, newSessionToken, tokensEqual } from './request-guards.js';
import { resolveInside } from '../http/static-files.js';
import { parseWebArgs } from './web-args.js';
import { MAX_UPLOAD_NAME_BYTES, sanitizeUploadName } from './upload-name.js';

describe('web host guards', () => {
  it('accepts only the exact token', () => {
    const token = newSessionToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokensEqual(token, token)).toBe(true);
    expect(tokensEqual(token.slice(1), token)).toBe(false);
    expect(tokensEqual('', token)).toBe(false);
    expect(tokensEqual(undefined, token)).toBe(false);
  });

  it('accepts only loopback Host headers with our port', () => {
    expect(isAllowedHost('127.0.0.1:4000', 4000)).toBe(true);
    expect(isAllowedHost('localhost:4000', 4000)).toBe(true);
    expect(isAllowedHost('127.0.0.1:4001', 4000)).toBe(false);
    expect(isAllowedHost('attacker.example:4000', 4000)).toBe(false);
    expect(isAllowedHost(undefined, 4000)).toBe(false);
  });

  it('accepts a missing Origin or our own, and nothing else', () => {
    expect(isAllowedOrigin(undefined, '127.0.0.1:4000')).toBe(true);
    expect(isAllowedOrigin('http://127.0.0.1:4000', '127.0.0.1:4000')).toBe(true);
    expect(isAllowedOrigin('http://evil.example', '127.0.0.1:4000')).toBe(false);
    expect(isAllowedOrigin('null', '127.0.0.1:4000')).toBe(false);
  });

  it('recognises JSON content types with parameters', () => {
    expect(isJsonContentType('application/json; charset=utf-8')).toBe(true);
    expect(isJsonContentType('text/plain')).toBe(false);
    expect(isJsonContentType(undefined)).toBe(false);
  });

  it('resolves static paths inside the root and refuses every way out', () => {
    const root = path.resolve('/srv/renderer');
    expect(resolveInside(root, '')).toBe(path.join(root, 'index.html'));
    expect(resolveInside(root, 'assets/app.js')).toBe(path.join(root, 'assets', 'app.js'));
    expect(resolveInside(root, 'assets/')).toBe(path.join(root, 'assets', 'index.html'));
    for (const attack of ['../package.json', '%2e%2e/x', 'a/../../x', '..%2fx', '..\\x', 'x%00.html', '%E0%A4%A']) expect(resolveInside(root, attack)).toBeNull();
  });
});

describe('upload file names', () => {
  it('keeps only a safe base name', () => {
    expect(sanitizeUploadName('C:\\Users\\me\\Book.pdf')).toBe('Book.pdf');
    expect(sanitizeUploadName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeUploadName('..')).toBe('upload');
    expect(sanitizeUploadName('.hidden.pdf')).toBe('hidden.pdf');
    expect(sanitizeUploadName('a<b>c:d|e?.pdf')).toBe('abcde.pdf');
    expect(sanitizeUploadName('line\nbreak.pdf')).toBe('linebreak.pdf');
  });

  it('shortens long names to the byte budget and keeps the extension', () => {
    const long = sanitizeUploadName(`${'书'.repeat(300)}.pdf`);
    expect(long.endsWith('.pdf')).toBe(true);
    expect(Buffer.byteLength(long)).toBeLessThanOrEqual(MAX_UPLOAD_NAME_BYTES);
    expect(long.length).toBeLessThanOrEqual(200);
  });
});

describe('web host arguments', () => {
  it('defaults to a random port and accepts --port N and --port=N', () => {
    expect(parseWebArgs([])).toEqual({ kind: 'serve', port: 0 });
    expect(parseWebArgs(['--port', '8080'])).toEqual({ kind: 'serve', port: 8080 });
    expect(parseWebArgs(['--port=0'])).toEqual({ kind: 'serve', port: 0 });
    expect(parseWebArgs(['--help'])).toEqual({ kind: 'help' });
  });

  it('refuses bad ports and unknown arguments', () => {
    for (const argv of [['--port'], ['--port', 'x'], ['--port', '70000'], ['--host', '0.0.0.0']]) expect(parseWebArgs(argv).kind).toBe('error');
  });
});
