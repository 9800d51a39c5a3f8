import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEMPLATE_IDS } from '../shared/design/design-ids.js';
import { createEngine } from '../main/app/create-engine.js';
import type { Engine } from '../main/engine/engine.js';
import { createInProcessClient } from '../main/engine/in-process-client.js';
import { FIXTURE_CATALOGUE } from '../main/design/testing/design-world.js';
import { makeTempWorld, type TempWorld } from '../main/project/project-test-support.js';
import { writeFakeReaderAssets } from '../main/publish/testing/fake-reader-assets.js';
import { runPublish, type CliIo } from './commands.js';
import { parseArgs } from './parse-args.js';
import { runTemplates } from './templates-command.js';
import { usageText } from './usage.js';

function quietIo(): CliIo & { out: string; err: string } {
  const io = { out: '', err: '', isTTY: false, stdout: (text: string) => void (io.out += text), stderr: (text: string) => void (io.err += text) };
  return io;
}

describe('parsing the design command line', () => {
  it('reads "templates" with and without --json, and refuses arguments', () => {
    expect(parseArgs(['templates'])).toEqual({ kind: 'templates', json: false });
    expect(parseArgs(['templates', '--json'])).toEqual({ kind: 'templates', json: true });
    expect(parseArgs(['templates', 'metro'])).toMatchObject({ kind: 'usage-error', message: 'Unexpected argument: metro', topic: 'templates' });
    expect(parseArgs(['help', 'templates'])).toEqual({ kind: 'help', topic: 'templates' });
    expect(usageText(null)).toContain('templates [--json]');
  });

  it('takes --template, --theme and --scene for html publishing', () => {
    const command = parseArgs(['publish', 'b.flipbook', '--template', 'classical', '--theme', 'royal', '--scene', 'snow', '-o', 'out'], '/w');
    expect(command).toEqual({
      kind: 'publish',
      project: '/w/b.flipbook',
      format: 'html',
      output: '/w/out',
      values: { template: 'classical', theme: 'royal', scene: 'snow' },
      flags: [],
    });
    expect(usageText('publish')).toContain('--template <name>');
  });

  it('refuses unknown names at parse time, naming the valid ones', () => {
    const template = parseArgs(['publish', 'b.flipbook', '--template', 'shiny', '-o', 'out']);
    expect(template).toMatchObject({ kind: 'usage-error', topic: 'publish' });
    expect(template.kind === 'usage-error' && template.message).toBe(`Unknown template: shiny (valid: ${TEMPLATE_IDS.join(', ')})`);
    const theme = parseArgs(['publish', 'b.flipbook', '--theme', 'neon', '-o', 'out']);
    expect(theme.kind === 'usage-error' && theme.message).toMatch(/^Unknown theme: neon \(valid: daylight, night/);
    const scene = parseArgs(['publish', 'b.flipbook', '--scene', 'fog', '-o', 'out']);
    expect(scene.kind === 'usage-error' && scene.message).toMatch(/^Unknown scene: fog \(valid: none, petals-dancing/);
  });
});

describe('running the design commands', () => {
  let world: TempWorld;
  let engine: Engine;
  beforeEach(() => {
    world = makeTempWorld();
    engine = createEngine({
      platform: world.platform,
      designCatalogue: () => FIXTURE_CATALOGUE,
      readerAssetsDir: writeFakeReaderAssets(path.join(world.root, 'reader')),
    });
  });
  afterEach(() => {
    engine.dispose();
    world.cleanup();
  });

  it('lists templates with their themes and the scenes, as text and as JSON', async () => {
    const client = createInProcessClient(engine);
    const text = quietIo();
    await runTemplates(client, text, { json: false });
    expect(text.out).toContain('  classical  paper*, sand, royal\n');
    expect(text.out).toContain('Scenes:\n  none, snow, moon\n');
    const json = quietIo();
    await runTemplates(client, json, { json: true });
    expect(JSON.parse(json.out)).toEqual({
      templates: [
        { name: 'metro', defaultTheme: 'daylight', themes: ['daylight', 'night', 'ocean'] },
        { name: 'classical', defaultTheme: 'paper', themes: ['paper', 'sand', 'royal'] },
      ],
      scenes: ['none', 'snow', 'moon'],
    });
  });

  async function savedProject(): Promise<string> {
    const client = createInProcessClient(engine);
    await client.call('project.new', { title: 'CLI design' });
    await client.call('pages.add', { position: 'last', source: { kind: 'blank', width: 200, height: 300 } });
    const file = world.doc('book.flipbook');
    await client.call('project.saveAs', { path: file });
    return file;
  }

  const digest = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

  it('publishes with the chosen design without saving the project file', async () => {
    const project = await savedProject();
    const before = digest(project);
    const out = world.doc('out');
    const command = parseArgs(['publish', project, '--template', 'classical', '--theme', 'royal', '--scene', 'moon', '-o', out]);
    if (command.kind !== 'publish') throw new Error(JSON.stringify(command));
    await runPublish(createInProcessClient(engine), quietIo(), command);
    const bookScript = fs.readFileSync(path.join(out, 'book.js'), 'utf8');
    expect(bookScript).toContain('"template":"classical"');
    expect(bookScript).toContain('"theme":"royal"');
    expect(bookScript).toContain('"scene":"moon"');
    expect(digest(project)).toBe(before);
  });

  it('fails before publishing when the theme is not one of the template', async () => {
    const project = await savedProject();
    const out = world.doc('out');
    const command = parseArgs(['publish', project, '--template', 'metro', '--theme', 'royal', '-o', out]);
    if (command.kind !== 'publish') throw new Error(JSON.stringify(command));
    await expect(runPublish(createInProcessClient(engine), quietIo(), command)).rejects.toThrow('Failed to apply theme!');
    expect(fs.existsSync(out)).toBe(false);
  });
});
