import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newPageAudio, PAGE_AUDIO_PAUSE_MAX, PAGE_AUDIO_TEXT_MAX, type PageAudio, type PageAudioSource } from '../../../../shared/features/page-audio.js';
import { useCommands } from '../../../commands/commands-context.js';
import { addMediaFile } from '../../../commands/media-commands.js';
import { toastError } from '../../../commands/context.js';
import { useHost } from '../../../transport/host-context.js';
import { SpeechFields } from './speech-fields.js';

interface Props {
  pageId: string;
  audio: PageAudio | null;
  /** Stores this page's audio (null removes it); `typing` merges with the previous keystrokes. */
  save(audio: PageAudio | null, typing?: boolean): void;
}

/** One page's audio: none, text to speech or an MP3, then subtitles and the pause. */
export function PageAudioEditor({ pageId, audio, save }: Props) {
  const { t } = useTranslation();
  const { ctx } = useCommands();
  const { client } = useHost();
  const [busy, setBusy] = useState(false);

  const pageText = async (): Promise<string> => {
    try {
      return (await client.call('pages.text', { pageId })).text;
    } catch (error) {
      toastError(ctx, error);
      return '';
    }
  };
  const chooseMp3 = async (base: PageAudio) => {
    setBusy(true);
    const added = await addMediaFile(ctx, 'narration');
    setBusy(false);
    if (added !== null) save({ ...base, source: 'file', file: added.key });
  };
  const setSource = async (source: PageAudioSource | 'none') => {
    if (source === 'none') return save(null);
    const base = audio ?? newPageAudio(await pageText());
    if (source === 'file') return chooseMp3(base);
    const { file: _dropped, ...rest } = base;
    save({ ...rest, source });
  };
  const fillFromPage = async () => {
    if (audio !== null) save({ ...audio, text: await pageText() });
  };
  const source = audio?.source ?? 'none';

  return (
    <>
      <fieldset className="import-section">
        <legend>{t('page-audio.source')}</legend>
        <div className="choice-row" role="radiogroup">
          {(['none', 'speech', 'file'] as const).map((option) => (
            <label key={option} className="choice">
              <input type="radio" name="page-audio-source" checked={source === option} disabled={busy} onChange={() => void setSource(option)} data-testid={`page-audio-source-${option}`} />
              {t(`page-audio.sources.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {audio !== null && audio.source === 'speech' && <SpeechFields audio={audio} save={save} />}
      {audio !== null && audio.source === 'file' && audio.file !== undefined && (
        <fieldset className="import-section">
          <legend>{t('page-audio.mp3')}</legend>
          <audio controls preload="metadata" src={client.assetUrl(audio.file)} data-testid="page-audio-player" />
          <button type="button" className="button" disabled={busy} onClick={() => void chooseMp3(audio)} data-testid="page-audio-replace">
            {t('page-audio.replaceMp3')}
          </button>
        </fieldset>
      )}
      {audio !== null && (
        <fieldset className="import-section">
          <legend>{t('page-audio.subtitlesGroup')}</legend>
          {audio.source === 'file' && (
            <label className="field">
              <span className="field-label">{t('page-audio.subtitleText')}</span>
              <textarea rows={4} maxLength={PAGE_AUDIO_TEXT_MAX} value={audio.text} onChange={(event) => save({ ...audio, text: event.target.value }, true)} data-testid="page-audio-text" />
            </label>
          )}
          {audio.source === 'file' && (
            <button type="button" className="link-button" onClick={() => void fillFromPage()} data-testid="page-audio-use-page-text">
              {t('page-audio.usePageText')}
            </button>
          )}
          <label className="choice">
            <input type="checkbox" checked={audio.subtitles} onChange={(event) => save({ ...audio, subtitles: event.target.checked })} data-testid="page-audio-subtitles" />
            {t('page-audio.subtitles')}
          </label>
          <label className="choice">
            <input
              type="checkbox"
              checked={audio.showSubtitles}
              disabled={!audio.subtitles}
              onChange={(event) => save({ ...audio, showSubtitles: event.target.checked })}
              data-testid="page-audio-show-subtitles"
            />
            {t('page-audio.showSubtitles')}
          </label>
          <label className="field">
            <span className="field-label">{t('page-audio.pause')}</span>
            <input
              type="number"
              min={0}
              max={PAGE_AUDIO_PAUSE_MAX}
              step={0.5}
              value={audio.pause}
              onChange={(event) => {
                const pause = Number(event.target.value);
                if (event.target.value !== '' && Number.isFinite(pause) && pause >= 0 && pause <= PAGE_AUDIO_PAUSE_MAX) save({ ...audio, pause }, true);
              }}
              data-testid="page-audio-pause"
            />
          </label>
        </fieldset>
      )}
    </>
  );
}
