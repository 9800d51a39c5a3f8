import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { SCENE_IDS, TEMPLATE_IDS } from '../../src/shared/design/design-ids.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'flipbook.js');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-design-cli-'));

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** Runs the real `flipbook` command with its own app-data folder. */
function flipbook(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [BIN, ...args],
      { cwd: work, env: { ...process.env, FLIPBOOK_APPDATA: path.join(work, 'appdata'), HOME: work } },
      (error, stdout, stderr) => resolve({ code: error === null ? 0 : Number(error.code ?? 1), stdout, stderr }),
    );
  });
}

const digest = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

describe('flipbook templates and publishing with a design', () => {
  it('lists every template with its themes, and every scene', async () => {
    const run = await flipbook('templates', '--json');
    expect(run.code).toBe(0);
    const listed = JSON.parse(run.stdout) as { templates: { name: string; defaultTheme: string; themes: string[] }[]; scenes: string[] };
    expect(listed.templates.map((template) => template.name)).toEqual([...TEMPLATE_IDS]);
    for (const template of listed.templates) {
      expect(template.themes.length).toBeGreaterThanOrEqual(1);
      expect(template.themes[0]).toBe(template.defaultTheme);
    }
    expect(listed.scenes).toEqual([...SCENE_IDS]);
    const text = await flipbook('templates');
    expect(text.stdout).toContain('Scenes:');
  });

  it('refuses an unknown template with a usage error naming the valid ones', async () => {
    const run = await flipbook('publish', 'book.flipbook', '--template', 'shiny', '-o', 'out');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Unknown template: shiny (valid: metro, active');
  });

  it('publishes with a template and a scene, leaving the project file as it was', async () => {
    const image = path.join(work, 'page.png');
    fs.writeFileSync(image, await sharp({ create: { width: 300, height: 400, channels: 3, background: { r: 240, g: 240, b: 230 } } }).png().toBuffer());
    expect((await flipbook('convert', image, '-o', 'book.flipbook')).code).toBe(0);
    const project = path.join(work, 'book.flipbook');
    const before = digest(project);
    const run = await flipbook('publish', project, '--template', 'classical', '--scene', 'snow', '-o', 'out');
    expect(run.stderr).toContain('Published html.');
    expect(run.code).toBe(0);
    const bookScript = fs.readFileSync(path.join(work, 'out', 'book.js'), 'utf8');
    expect(bookScript).toContain('"template":"classical"');
    expect(bookScript).toContain('"scene":"snow"');
    expect(digest(project)).toBe(before);
  });
});
