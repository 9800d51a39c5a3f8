import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANDROID_SPEECH_CHUNK, androidSpeech, speakOnAndroid, speechChunks, type AndroidSpeechBridge } from './android-speech.js';

/** A stand-in for the APK viewer's SpeechBridge: each piece "speaks" for a given time. */
function fakeBridge(options: { accepts?: boolean; speaksFor?: number | null } = {}) {
  const said: { text: string; lang: string }[] = [];
  let until = 0;
  const bridge: AndroidSpeechBridge & { said: typeof said; stops: number } = {
    said,
    stops: 0,
    speak(text, lang) {
      if (options.accepts === false) return false;
      said.push({ text, lang });
      until = options.speaksFor === null ? 0 : Date.now() + (options.speaksFor ?? 1000);
      return true;
    },
    stop() {
      bridge.stops += 1;
      until = 0;
    },
    isSpeaking: () => Date.now() < until,
  };
  return bridge;
}

afterEach(() => {
  vi.useRealTimers();
  delete (globalThis as { FlipbookSpeech?: unknown }).FlipbookSpeech;
});

describe('speaking through the Android app’s text-to-speech bridge', () => {
  it('is used only when the viewer added a bridge that can speak, stop and answer', () => {
    expect(androidSpeech()).toBeNull();
    (globalThis as { FlipbookSpeech?: unknown }).FlipbookSpeech = { speak: () => true };
    expect(androidSpeech()).toBeNull();
    const bridge = fakeBridge();
    (globalThis as { FlipbookSpeech?: unknown }).FlipbookSpeech = bridge;
    expect(androidSpeech()).toBe(bridge);
  });

  it('cuts a long text at spaces into pieces the engine accepts', () => {
    const words = Array.from({ length: 1500 }, (_, i) => `word${i}`).join(' ');
    const chunks = speechChunks(words);
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(ANDROID_SPEECH_CHUNK);
    expect(chunks.join(' ')).toBe(words);
    expect(speechChunks('x'.repeat(5000))).toEqual(['x'.repeat(ANDROID_SPEECH_CHUNK), 'x'.repeat(5000 - ANDROID_SPEECH_CHUNK)]);
    expect(speechChunks('   ')).toEqual([]);
  });

  it('speaks each piece in the page’s language and resolves when the engine has finished', async () => {
    vi.useFakeTimers();
    const bridge = fakeBridge({ speaksFor: 2000 });
    const text = `${'a '.repeat(2500)}end`;
    let done = false;
    const speaking = speakOnAndroid(bridge, text, 'fr-FR', () => true).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(1000);
    expect(bridge.said.map((line) => line.lang)).toEqual(['fr-FR']);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1500);
    expect(bridge.said).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2500);
    await speaking;
    expect(done).toBe(true);
    expect(bridge.said.map((line) => line.text).join(' ').replace(/\s+/g, ' ')).toBe(text.replace(/\s+/g, ' '));
  });

  it('goes on when the engine refuses, never starts, or the reader turned the page', async () => {
    vi.useFakeTimers();
    await speakOnAndroid(fakeBridge({ accepts: false }), 'Hello', '', () => true);

    const silent = fakeBridge({ speaksFor: null });
    const waiting = speakOnAndroid(silent, 'Hello', '', () => true);
    await vi.advanceTimersByTimeAsync(3500);
    await waiting;
    expect(silent.said).toHaveLength(1);

    const long = fakeBridge({ speaksFor: 60_000 });
    let wanted = true;
    const turned = speakOnAndroid(long, `${'b '.repeat(2500)}c`, 'en', () => wanted);
    await vi.advanceTimersByTimeAsync(500);
    wanted = false;
    await vi.advanceTimersByTimeAsync(500);
    await turned;
    expect(long.said).toHaveLength(1);
  });
});
