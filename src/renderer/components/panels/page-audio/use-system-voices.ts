import { useEffect, useState } from 'react';

export interface SystemVoice {
  name: string;
  lang: string;
}

/**
 * The voices this system's text to speech offers (Web Speech API). Browsers load them
 * late, so the list is read again on `voiceschanged`. Empty where there is no speech engine
 * (the panel then says the reader's default voice will be used).
 */
export function useSystemVoices(): SystemVoice[] {
  const [voices, setVoices] = useState<SystemVoice[]>(() => readVoices());
  useEffect(() => {
    const synth = globalThis.speechSynthesis as SpeechSynthesis | undefined;
    if (synth === undefined) return;
    const update = () => setVoices(readVoices());
    synth.addEventListener('voiceschanged', update);
    update();
    return () => synth.removeEventListener('voiceschanged', update);
  }, []);
  return voices;
}

function readVoices(): SystemVoice[] {
  const synth = globalThis.speechSynthesis as SpeechSynthesis | undefined;
  if (synth === undefined) return [];
  return synth
    .getVoices()
    .map((voice) => ({ name: voice.name, lang: voice.lang }))
    .sort((a, b) => a.lang.localeCompare(b.lang) || a.name.localeCompare(b.name));
}
