import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_AUDIO_SETTING, parsePageAudio, withPageAudio, type PageAudio } from '../../../../shared/features/page-audio.js';
import { askConfirm } from '../../../commands/ask.js';
import { useCommands } from '../../../commands/commands-context.js';
import { useApp } from '../../../state/store.js';
import { PageAudioEditor } from './page-audio-editor.js';
import { NO_ITEMS } from '../../../state/empty-values.js';

/**
 * The assistant tab: audio for each page, read aloud by text to speech or played from an
 * uploaded MP3, with subtitles and a pause before it starts. The page is the one picked
 * here (starting from the page selected in the page tab); every change is a book edit the
 * preview plays at once and undo takes back.
 */
export function PageAudioPanel() {
  const { t } = useTranslation();
  const { ctx } = useCommands();
  const pages = useApp((state) => state.project?.pages ?? NO_ITEMS);
  const anchor = useApp((state) => state.pageSelection.anchor);
  const audioMap = parsePageAudio(useApp((state) => state.project?.book.settings[PAGE_AUDIO_SETTING]));
  const commitSettings = useApp((state) => state.commitSettings);
  const editSettings = useApp((state) => state.editSettings);
  const [pageId, setPageId] = useState<string | null>(anchor);
  useEffect(() => {
    if (anchor !== null) setPageId(anchor);
  }, [anchor]);

  const page = pages.find((candidate) => candidate.id === pageId) ?? pages[0];
  if (page === undefined) return <p className="field-hint">{t('page-audio.noPages')}</p>;
  const withAudio = pages.filter((candidate) => audioMap[candidate.id] !== undefined).length;

  const save = (audio: PageAudio | null, typing = false) => {
    const next = withPageAudio(audioMap, page.id, audio);
    const value = Object.keys(next).length === 0 ? undefined : next;
    if (typing) editSettings({ [PAGE_AUDIO_SETTING]: value });
    else void commitSettings({ [PAGE_AUDIO_SETTING]: value });
  };
  const clearAll = async () => {
    const ok = await askConfirm(ctx, { titleKey: 'page-audio.clearAllTitle', message: t('page-audio.clearAllMessage', { count: withAudio }), confirmKey: 'page-audio.clearAll', danger: true });
    if (ok) void commitSettings({ [PAGE_AUDIO_SETTING]: undefined });
  };

  return (
    <form className="form" onSubmit={(event) => event.preventDefault()} data-testid="page-audio-panel">
      <label className="field">
        <span className="field-label">{t('page-audio.page')}</span>
        <select value={page.id} onChange={(event) => setPageId(event.target.value)} data-testid="page-audio-page">
          {pages.map((candidate, index) => (
            <option key={candidate.id} value={candidate.id}>
              {audioMap[candidate.id] === undefined ? t('page-audio.pageN', { n: index + 1 }) : t('page-audio.pageWithAudio', { n: index + 1 })}
            </option>
          ))}
        </select>
      </label>
      <PageAudioEditor key={page.id} pageId={page.id} audio={audioMap[page.id] ?? null} save={save} />
      <div className="choice-row">
        <span className="field-hint" data-testid="page-audio-count">
          {t('page-audio.pagesWithAudio', { count: withAudio })}
        </span>
        <button type="button" className="button" disabled={withAudio === 0} onClick={() => void clearAll()} data-testid="page-audio-clear-all">
          {t('page-audio.clearAll')}
        </button>
      </div>
    </form>
  );
}
