import { chooseVoice, type PageAudio } from '../../../../shared/features/page-audio.js';

/**
 * Reads a page's text aloud in the editor with the voice the reader will use, so the
 * author hears the choice before publishing. `onEnd` fires when it finishes or is stopped.
 */
export function speakPreview(audio: Pick<PageAudio, 'text' | 'voice' | 'lang'>, onEnd: () => void): boolean {
  const synth = globalThis.speechSynthesis as SpeechSynthesis | undefined;
  if (synth === undefined || audio.text.trim() === '') return false;
  synth.cancel();
  const utterance = new SpeechSynthesisUtterance(audio.text);
  const voice = chooseVoice(synth.getVoices(), audio);
  if (voice !== null) utterance.voice = voice;
  if (audio.lang !== undefined) utterance.lang = audio.lang;
  utterance.addEventListener('end', onEnd);
  utterance.addEventListener('error', onEnd);
  synth.speak(utterance);
  return true;
}

export function stopPreview(): void {
  (globalThis.speechSynthesis as SpeechSynthesis | undefined)?.cancel();
}
