import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readZipEntries } from './read-zip.js';
import { defaultBaseApkPath } from './register-apk-handlers.js';
import { runTool } from './testing/android-tools.js';

let work: string;
let bridge: string;
let activity: string;

/** A method's whole text in baksmali's output, from `.method` to `.end method`. */
function method(source: string, signature: string): string {
  const start = source.indexOf(`.method ${signature}`);
  expect(start, signature).toBeGreaterThanOrEqual(0);
  return source.slice(start, source.indexOf('.end method', start));
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-viewer-dex-'));
  const dex = (await readZipEntries(defaultBaseApkPath())).find((entry) => entry.name === 'classes.dex');
  if (dex === undefined) throw new Error('the viewer has no classes.dex');
  fs.writeFileSync(path.join(work, 'classes.dex'), dex.data);
  runTool('baksmali', ['d', path.join(work, 'classes.dex'), '-o', path.join(work, 'smali')]);
  const classes = path.join(work, 'smali', 'com', 'flipbook', 'viewer');
  bridge = fs.readFileSync(path.join(classes, 'SpeechBridge.smali'), 'utf8');
  activity = fs.readFileSync(path.join(classes, 'MainActivity.smali'), 'utf8');
});

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe("the Android viewer's text-to-speech bridge", () => {
  it('is added to the WebView as window.FlipbookSpeech', () => {
    const onCreate = method(activity, 'protected onCreate(Landroid/os/Bundle;)V');
    expect(onCreate).toMatch(/new-instance (v\d), Lcom\/flipbook\/viewer\/SpeechBridge;/);
    expect(onCreate).toContain('const-string v1, "FlipbookSpeech"');
    expect(onCreate).toContain('Landroid/webkit/WebView;->addJavascriptInterface(Ljava/lang/Object;Ljava/lang/String;)V');
  });

  it('speaks through Android’s TextToSpeech and offers JavaScript only speak, stop and isSpeaking', () => {
    expect(bridge).toContain('.implements Landroid/speech/tts/TextToSpeech$OnInitListener;');
    const exposed = [...bridge.matchAll(/\.method public (\w+)\([^)]*\)\w[\s\S]*?\.end method/g)]
      .filter((match) => match[0].includes('Landroid/webkit/JavascriptInterface;'))
      .map((match) => match[1]);
    expect(exposed.sort()).toEqual(['isSpeaking', 'speak', 'stop']);
    const speak = method(bridge, 'public speak(Ljava/lang/String;Ljava/lang/String;)Z');
    expect(speak).toContain('Ljava/util/Locale;->forLanguageTag(Ljava/lang/String;)Ljava/util/Locale;');
    expect(speak).toContain('Landroid/speech/tts/TextToSpeech;->speak(Ljava/lang/CharSequence;ILandroid/os/Bundle;Ljava/lang/String;)I');
  });

  it('stops speaking when the app is left and releases the engine when it ends', () => {
    expect(method(activity, 'protected onPause()V')).toContain('Lcom/flipbook/viewer/SpeechBridge;->stop()V');
    expect(method(activity, 'protected onDestroy()V')).toContain('Lcom/flipbook/viewer/SpeechBridge;->shutdown()V');
  });
});
