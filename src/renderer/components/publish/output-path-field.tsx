import { useTranslation } from 'react-i18next';
import { useHost } from '../../transport/host-context.js';
import { baseName, joinPath } from '../../util/paths.js';
import { parentOf } from '../../publish/publish-choices.js';

/**
 * Where the output goes, typed (the web host cannot browse) or, in the desktop app, picked
 * with the native folder dialog: the chosen folder keeps the suggested file or folder name.
 */
export function OutputPathField({ label, hint, value, onChange, disabled }: { label: string; hint: string; value: string; onChange: (path: string) => void; disabled: boolean }) {
  const { t } = useTranslation();
  const host = useHost();
  const choose = host.chooseSavePath;
  const browse = async () => {
    if (choose === null) return;
    const folder = await choose('choose-folder', parentOf(value));
    if (folder !== null) onChange(joinPath(folder, baseName(value) || 'flipbook'));
  };
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      <span className="choice-row">
        <input type="text" value={value} onChange={(event) => onChange(event.target.value)} spellCheck={false} disabled={disabled} data-testid="publish-out" />
        {choose !== null && (
          <button type="button" className="button" onClick={() => void browse()} disabled={disabled} data-testid="publish-browse">
            {t('plugins.browse')}
          </button>
        )}
      </span>
      <span className="field-hint">{hint}</span>
    </label>
  );
}
