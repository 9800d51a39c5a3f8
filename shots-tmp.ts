import fs from 'node:fs';
import path from 'node:path';
import { createFakeProject, pageColor } from './src/main/publish/testing/fake-project.js';
import { createPublishTestEngine } from './src/main/publish/testing/test-context.js';
import { launchChromium } from './tests/e2e/support/browser.js';
import { startStaticServer } from './tests/e2e/support/static-server.js';
const out = '/tmp/scene-shots';
fs.rmSync(out, { recursive: true, force: true });
const pages = Array.from({ length: 4 }, (_, i) => ({ width: 120, height: 160, color: pageColor(i + 1) }));
const project = await createFakeProject({ title: 'Scenes', pages });
project.updateBook({ settings: { scene: 'snow' } });
await createPublishTestEngine({ project, readerAssetsDir: path.resolve('dist/reader') }).publish(out + '/book');
fs.mkdirSync(out + '/book/scenes', { recursive: true });
for (const f of fs.readdirSync('dist/reader/scenes')) fs.copyFileSync('dist/reader/scenes/' + f, out + '/book/scenes/' + f);
const server = await startStaticServer({ '/book/': out + '/book' });
const browser = await launchChromium();
const ids = process.argv.slice(2);
for (const id of ids) {
  const page = await browser.newPage({ viewport: { width: 1000, height: 640 } });
  fs.writeFileSync(out + '/book/book.js', fs.readFileSync(out + '/book/book.js', 'utf8').replace(/"scene":"[^"]*"/, `"scene":"${id}"`));
  await page.goto(server.origin + '/book/index.html');
  await page.waitForSelector(`canvas[data-scene="${id}"]`, { state: 'attached' });
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `${out}/${id}.png` });
  await page.close();
}
await browser.close();
await server.close();
