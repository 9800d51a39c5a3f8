import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HTTP_API_PREFIX, HTTP_TOKEN_HEADER } from '../../src/shared/api/envelope.js';
import type { TocEntry } from '../../src/shared/domain/page.js';
import { writeBigProject } from './support/big-project.js';
import { editorSession } from './support/editor-session.js';
import { openProjectInEditor } from './pages/editor-flows.js';
import type { RunningWebHost } from './support/web-host.js';

/** The table of contents the engine holds, asked of the web host's API as the editor asks it. */
async function engineToc(host: RunningWebHost): Promise<TocEntry[]> {
  const response = await fetch(`${host.origin}${HTTP_API_PREFIX}project.get`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [HTTP_TOKEN_HEADER]: host.token },
    body: '{}',
  });
  const envelope = (await response.json()) as { ok: boolean; result?: { project: { toc: TocEntry[] } } };
  if (!envelope.ok || envelope.result === undefined) throw new Error('project.get failed');
  return envelope.result.project.toc;
}

describe('quick edits in the TOC tab', () => {
  const session = editorSession();

  it('keeps a rename committed by Enter when a child is added before the engine has answered it', async () => {
    const { page, host } = session;
    const file = path.join(host.appDataDir, 'contents.flipbook');
    await writeBigProject(file, 3, [{ title: 'Old title', page: 1, children: [] }]);
    await openProjectInEditor(page, host.url, file, 3);
    await page.locator('[data-testid="tab-toc"]').click();
    const title = page.locator('[data-testid="toc-title"]').first();
    await title.fill('Review');

    // Enter commits the rename, and the child button is pressed in the same task: quicker
    // than any answer, as a busy machine makes an author's next click. Nothing else is done
    // in the page afterwards: leaving the title field would commit it again and hide a loss.
    await title.evaluate((input) => {
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
      document.querySelector<HTMLButtonElement>('[data-testid="toc-child"]')?.click();
    });

    // Once the engine has the child, it must still have the rename.
    await expect.poll(async () => (await engineToc(host))[0]?.children.length).toBe(1);
    expect(await engineToc(host)).toEqual([{ title: 'Review', page: 1, children: [{ title: 'New entry', page: 1, children: [] }] }]);
    await expect.poll(() => page.locator('[data-testid="toc-title"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual(['Review', 'New entry']);
  });
});
