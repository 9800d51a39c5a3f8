/**
 * Text to speech inside the Android app. Android's WebView has no speechSynthesis, so the
 * APK's viewer adds `window.FlipbookSpeech` (android/viewer SpeechBridge.smali), which speaks
 * through the phone's own text-to-speech engine. Elsewhere the object is absent and the
 * reader uses the Web Speech API as before.
 */
export interface AndroidSpeechBridge {
  /** Speaks the text in a BCP 47 language ('' for the engine's default); false when the engine refused it. */
  speak(text: string, lang: string): boolean;
  stop(): void;
  isSpeaking(): boolean;
}

/** Android's engine takes at most 4000 characters at a time (TextToSpeech.getMaxSpeechInputLength). */
export const ANDROID_SPEECH_CHUNK = 3900;
/** How often the reader asks whether the engine has finished a piece. */
const POLL_MS = 250;
/** An engine that never reports speaking (no voice installed, say) is taken as done after this. */
const START_GRACE_MS = 3000;

export function androidSpeech(): AndroidSpeechBridge | null {
  const bridge = (globalThis as { FlipbookSpeech?: Partial<AndroidSpeechBridge> }).FlipbookSpeech;
  if (typeof bridge !== 'object' || bridge === null) return null;
  return typeof bridge.speak === 'function' && typeof bridge.stop === 'function' && typeof bridge.isSpeaking === 'function' ? (bridge as AndroidSpeechBridge) : null;
}

/** Splits a text into pieces of at most `max` characters, at spaces where it can. */
export function speechChunks(text: string, max = ANDROID_SPEECH_CHUNK): string[] {
  const chunks: string[] = [];
  let rest = text.trim();
  while (rest.length > max) {
    const space = rest.lastIndexOf(' ', max);
    const cut = space > 0 ? space : max;
    chunks.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest !== '') chunks.push(rest);
  return chunks;
}

/**
 * Speaks a page's text through the bridge, piece by piece, and resolves when the engine has
 * finished, refused, or `wanted()` turns false (a page turn or the sound button stopped it).
 */
export async function speakOnAndroid(bridge: AndroidSpeechBridge, text: string, lang: string, wanted: () => boolean): Promise<void> {
  for (const chunk of speechChunks(text)) {
    if (!wanted() || !bridge.speak(chunk, lang)) return;
    await finished(bridge, wanted);
  }
}

function finished(bridge: AndroidSpeechBridge, wanted: () => boolean): Promise<void> {
  const started = Date.now();
  let heard = false;
  return new Promise((resolve) => {
    const check = () => {
      const speaking = bridge.isSpeaking();
      heard ||= speaking;
      const over = heard ? !speaking : Date.now() - started > START_GRACE_MS;
      if (over || !wanted()) resolve();
      else setTimeout(check, POLL_MS);
    };
    setTimeout(check, POLL_MS);
  });
}
