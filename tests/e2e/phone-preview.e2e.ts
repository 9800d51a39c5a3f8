import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lanAddresses } from '../../src/main/preview/lan-addresses.js';
import { editorSession } from './support/editor-session.js';
import { EditorPage } from './pages/editor-page.js';
import { HomePage } from './pages/home-page.js';
import { PhonePreviewPage } from './pages/phone-preview-page.js';

const ONE_PAGE_PDF = path.resolve(import.meta.dirname, '..', '..', '..', 'shared', 'corpus', 'pdfjs', '90ms_rksj_h_sample.pdf');

/** What a phone would get: the answer's status and text, or the network error instead. */
async function phoneGet(url: string): Promise<{ status: number; text: string } | { error: string }> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    return { error: String((error as { cause?: { code?: string } }).cause?.code ?? error) };
  }
}

describe('the phone preview in the web host', () => {
  const session = editorSession();
  let scratch: string;
  beforeAll(() => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-phone-e2e-'));
  });
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it('shows a QR code that decodes to the served book, shows an edit after Refresh, and stops serving when closed', async () => {
    const { host, page } = session;
    const home = new HomePage(page);
    const editor = new EditorPage(page);
    const panel = new PhonePreviewPage(page);
    await home.open(host.url);
    await home.chooseLanguage('en');
    await home.importPdf(ONE_PAGE_PDF);
    await editor.waitForThumbnails(1);
    await editor.setTitle('Seen on the phone');
    await panel.open();

    // The host and this test run on one machine, so they see the same interfaces.
    const addresses = lanAddresses();
    if (addresses.length === 0) {
      expect(await panel.el('phone-preview-no-network').textContent()).toContain('not connected to a network a phone can reach');
      await panel.close();
      return;
    }
    const url = await panel.url();
    expect(url).toMatch(new RegExp(`^http://${(addresses[0]?.address ?? '').replace(/\./g, '\\.')}:\\d+/[A-Za-z0-9_-]{43}/$`));
    if (addresses.length > 1) expect(await panel.el('phone-preview-address').locator('option').count()).toBe(addresses.length);

    // The QR code as the screen shows it, read by an independent decoder.
    const png = path.join(scratch, 'phone-qr.png');
    await panel.saveQr(png);
    expect(execFileSync('zbarimg', ['--quiet', '--raw', png], { encoding: 'utf8' }).trim()).toBe(url);

    expect(await phoneGet(url)).toMatchObject({ status: 200, text: expect.stringContaining('<html') });
    expect(await phoneGet(`${url}book.js`)).toMatchObject({ text: expect.stringContaining('Seen on the phone') });
    expect(await phoneGet(`${new URL(url).origin}/book.js`)).toMatchObject({ status: 404 });

    // An edit made while the panel is open reaches the phone once Refresh is pressed.
    await editor.setTitle('Edited while previewing');
    await panel.refresh();
    expect(await panel.url()).toBe(url);
    expect(await phoneGet(`${url}book.js`)).toMatchObject({ text: expect.stringContaining('Edited while previewing') });

    // The panel closes at once and the engine stops the server after it: a request in
    // between may be cut (ECONNRESET); once stopped, nothing listens there any more.
    await panel.close();
    await expect.poll(() => phoneGet(url), { timeout: 30_000 }).toEqual({ error: 'ECONNREFUSED' });
  }, 300_000);
});
