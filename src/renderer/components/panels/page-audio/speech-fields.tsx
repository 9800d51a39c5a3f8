import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_AUDIO_TEXT_MAX, type PageAudio } from '../../../../shared/features/page-audio.js';
import { speakPreview, stopPreview } from './speech-preview.js';
import { useSystemVoices } from './use-system-voices.js';

/** Text to speech: the words, the voice (from the system's voices) and a spoken preview. */
export function SpeechFields({ audio, save }: { audio: PageAudio; save(audio: PageAudio | null, typing?: boolean): void }) {
  const { t } = useTranslation();
  const voices = useSystemVoices();
  const [speaking, setSpeaking] = useState(false);
  // Leaving the tab or the page stops a preview that would otherwise talk on.
  useEffect(() => stopPreview, []);

  const preview = () => {
    if (speaking) {
      stopPreview();
      setSpeaking(false);
    } else setSpeaking(speakPreview(audio, () => setSpeaking(false)));
  };
  const pickVoice = (name: string) => {
    const { voice: _voice, lang: _lang, ...rest } = audio;
    const voice = voices.find((candidate) => candidate.name === name);
    save(voice === undefined ? rest : { ...rest, voice: voice.name, lang: voice.lang });
  };
  const known = audio.voice === undefined || voices.some((voice) => voice.name === audio.voice);

  return (
    <fieldset className="import-section">
      <legend>{t('page-audio.speech')}</legend>
      <label className="field">
        <span className="field-label">{t('page-audio.speechText')}</span>
        <textarea rows={6} maxLength={PAGE_AUDIO_TEXT_MAX} value={audio.text} onChange={(event) => save({ ...audio, text: event.target.value }, true)} data-testid="page-audio-text" />
      </label>
      {audio.text.trim() === '' && <p className="field-hint">{t('page-audio.noText')}</p>}
      <label className="field">
        <span className="field-label">{t('page-audio.voice')}</span>
        <select value={audio.voice ?? ''} onChange={(event) => pickVoice(event.target.value)} data-testid="page-audio-voice">
          <option value="">{t('page-audio.defaultVoice')}</option>
          {!known && <option value={audio.voice}>{t('page-audio.missingVoice', { name: audio.voice })}</option>}
          {voices.map((voice) => (
            <option key={`${voice.name}|${voice.lang}`} value={voice.name}>
              {voice.name} ({voice.lang})
            </option>
          ))}
        </select>
      </label>
      {voices.length === 0 && <p className="field-hint">{t('page-audio.noVoices')}</p>}
      <button type="button" className="button" disabled={audio.text.trim() === ''} aria-pressed={speaking} onClick={preview} data-testid="page-audio-preview">
        {speaking ? t('page-audio.stopPreview') : t('page-audio.preview')}
      </button>
    </fieldset>
  );
}
