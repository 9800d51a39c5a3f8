import type { BrowserContext, Frame, Page } from 'playwright-core';

/** What the fake text to speech was asked to say, in one window. */
export interface SpokenLine {
  text: string;
  voice: string | null;
  lang: string;
}

/**
 * Headless Chromium has no speech engine, so every window of the context gets a stand-in
 * for the Web Speech API: two voices, and a speak() that records what it was asked to say
 * (text, voice, language) and ends after a moment, as a short utterance would.
 */
export async function installFakeSpeech(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const voices = [
      { name: 'Test Voice EN', lang: 'en-US', voiceURI: 'test-en', localService: true, default: true },
      { name: 'Test Voix FR', lang: 'fr-FR', voiceURI: 'test-fr', localService: true, default: false },
    ];
    class FakeUtterance extends EventTarget {
      voice: { name: string } | null = null;
      lang = '';
      constructor(public text: string) {
        super();
      }
    }
    const record = window as unknown as { spoken: unknown[] };
    record.spoken = [];
    let speaking: FakeUtterance | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const synth = Object.assign(new EventTarget(), {
      get speaking() {
        return speaking !== null;
      },
      pending: false,
      paused: false,
      getVoices: () => voices,
      speak(utterance: FakeUtterance) {
        record.spoken.push({ text: utterance.text, voice: utterance.voice?.name ?? null, lang: utterance.lang });
        speaking = utterance;
        timer = setTimeout(() => {
          speaking = null;
          utterance.dispatchEvent(new Event('end'));
        }, 1500);
      },
      cancel() {
        clearTimeout(timer);
        speaking = null;
      },
      pause() {},
      resume() {},
    });
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true });
  });
}

export function spokenLines(target: Page | Frame): Promise<SpokenLine[]> {
  return target.evaluate(() => (window as unknown as { spoken: SpokenLine[] }).spoken);
}
