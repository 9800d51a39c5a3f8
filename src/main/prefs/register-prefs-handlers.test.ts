import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PREF_KEYS, type PrefKey } from '../../shared/prefs/pref-catalogue.js';
import { createEngine } from '../app/create-engine.js';
import type { Engine } from '../engine/engine.js';
import { createNodePlatform } from '../platform/node-platform.js';
import { PREFS_FILE } from './prefs-store.js';

let dir: string;
let engines: Engine[] = [];
afterEach(() => {
  for (const engine of engines) engine.dispose();
  engines = [];
  fs.rmSync(dir, { recursive: true, force: true });
});

function engineOn(appDataDir: string): Engine {
  const engine = createEngine({ platform: createNodePlatform('test', { appDataDir, homeDir: dir, documentsDir: path.join(dir, 'docs') }) });
  engines.push(engine);
  return engine;
}

const FORM_WITH_PASSWORD = { appId: 'com.acme.book', appName: 'Book', versionName: '1.0', iconPath: '', keystorePath: '/k.p12', outDir: '/out', keystorePassword: 'secret123' };

describe('prefs.get and prefs.set', () => {
  it('answer with what was set, to a new engine on the same app-data folder', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prefs-handlers-'));
    const appData = path.join(dir, 'appdata');
    expect(await engineOn(appData).dispatch('prefs.get', {})).toEqual({ ok: true, result: {} });
    expect(await engineOn(appData).dispatch('prefs.set', { key: 'language', value: 'en' })).toEqual({ ok: true, result: { saved: true } });
    expect(await engineOn(appData).dispatch('prefs.set', { key: 'previewDevice', value: 'pad' })).toMatchObject({ ok: true });
    expect(await engineOn(appData).dispatch('prefs.get', {})).toEqual({ ok: true, result: { language: 'en', previewDevice: 'pad' } });
  });

  it('refuse an unknown key, a bad value, a stray field and a password as INVALID_ARGUMENT, storing nothing', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prefs-handlers-'));
    const engine = engineOn(path.join(dir, 'appdata'));
    for (const arg of [
      { key: 'theme', value: 'dark' },
      { key: 'language', value: 'klingon' },
      { key: 'previewDevice', value: 'watch' },
      { key: 'language', value: 'en', extra: true },
      { key: 'apkChoices', value: FORM_WITH_PASSWORD },
      { key: 'language' },
      { key: 'updateCheckAtStart', value: 'no' },
      { key: 'defaultOutputDir', value: 42 },
      {},
    ]) {
      expect(await engine.dispatch('prefs.set', arg), JSON.stringify(arg)).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
    }
    expect(fs.existsSync(path.join(dir, 'appdata', PREFS_FILE))).toBe(false);
  });

  it('never write a password into the file', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prefs-handlers-'));
    const engine = engineOn(path.join(dir, 'appdata'));
    const { keystorePassword: _password, ...choices } = FORM_WITH_PASSWORD;
    expect(await engine.dispatch('prefs.set', { key: 'apkChoices', value: choices })).toMatchObject({ ok: true });
    expect(fs.readFileSync(path.join(dir, 'appdata', PREFS_FILE), 'utf8')).not.toContain('secret123');
  });

  it('store and return a value for every key of the catalogue', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prefs-handlers-'));
    const engine = engineOn(path.join(dir, 'appdata'));
    const importSample = { rangeMode: 'custom', customRange: '2-4', extract: { toc: true, links: false, text: true }, engine: 'inner', externalEngineDir: '', cut: 'auto', preset: 'custom', custom: { definition: '90', maxEdge: '2000', dpi: '150' } };
    const desktop = { window: { mode: 'custom', width: 1024, height: 768 }, arch: 'x64', iconPath: null, appVersion: '2.0', companyName: 'Acme', outputDir: '/out' };
    // Typed by the catalogue, so a new key fails to compile until it has a sample here.
    const samples: Record<PrefKey, unknown> = {
      importChoices: importSample,
      publishHtmlChoices: { trackingScript: '<script>x</script>', seoText: false, outParent: '/books' },
      publishPluginChoices: { format: 'drupal', width: '1024', height: '600', scripts: '', seoText: true, outParent: '/out' },
      apkChoices: { appId: 'com.acme.book', appName: 'Book', versionName: '1.0', iconPath: '', keystorePath: '/k.p12', outDir: '/out' },
      desktopPublishExe: desktop,
      desktopPublishApp: { ...desktop, arch: 'arm64', window: { mode: 'fullscreen' } },
      batchChoices: { format: 'joomla', outDir: '/books', template: 'House style', import: importSample, apk: { keystorePath: '/k.p12', appIdPrefix: 'com.acme' } },
      language: 'ar',
      previewDevice: 'phone',
      cloudLogin: { server: 'https://cloud.example.com', email: 'writer@example.com', remember: false },
      updateCheckAtStart: false,
      defaultOutputDir: '/home/writer/Books',
    };
    for (const key of PREF_KEYS) expect(await engine.dispatch('prefs.set', { key, value: samples[key] }), key).toMatchObject({ ok: true });
    expect(await engine.dispatch('prefs.get', {})).toEqual({ ok: true, result: samples });
  });
});
