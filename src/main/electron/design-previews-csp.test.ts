import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ELECTRON_EDITOR_CSP } from './url-policy.js';

/** The sources one directive of a CSP allows. */
function directive(csp: string, name: string): string[] {
  const found = csp.split(';').map((part) => part.trim().split(/\s+/)).find(([key]) => key === name);
  return found?.slice(1) ?? [];
}

describe('the Design tab preview images in Electron', () => {
  it('may load images from the reader origin under both the header CSP and the page meta CSP', () => {
    expect(directive(ELECTRON_EDITOR_CSP, 'img-src')).toContain('app://reader');
    const html = fs.readFileSync(path.join(import.meta.dirname, '..', '..', 'renderer', 'index.html'), 'utf8');
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(directive(meta, 'img-src')).toContain('app://reader');
  });

  it('may play page audio stored in the project (the assistant tab preview), in Electron and in the browser host', async () => {
    const { EDITOR_CSP } = await import('../http/static-files.js');
    expect(directive(ELECTRON_EDITOR_CSP, 'media-src')).toContain('flipbook-asset:');
    expect(directive(EDITOR_CSP, 'media-src')).toEqual(["'self'"]);
    const html = fs.readFileSync(path.join(import.meta.dirname, '..', '..', 'renderer', 'index.html'), 'utf8');
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(directive(meta, 'media-src')).toContain('flipbook-asset:');
  });
});
