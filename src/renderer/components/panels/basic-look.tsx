import { useTranslation } from 'react-i18next';
import { isBookMediaKey } from '../../../shared/media/book-media.js';
import { isSettingShown, settingEntry } from '../../../shared/settings/catalogue.js';
import { isMediaUrl } from '../../../shared/settings/media-kinds.js';
import type { SettingEntry } from '../../../shared/settings/setting-types.js';
import { useCommands } from '../../commands/commands-context.js';
import { addMediaFile } from '../../commands/media-commands.js';
import { useApp } from '../../state/store.js';
import { useHost } from '../../transport/host-context.js';
import { SettingRow } from './design/setting-row.js';
import { NO_SETTINGS } from '../../state/empty-values.js';

const LOGO_KEYS = ['logoImage', 'logoUrl', 'logoLeftPadding', 'logoHeight', 'logoLarge', 'logoFixedSize'] as const;
const BACKGROUND_KEYS = ['backgroundColourA', 'backgroundColourB', 'backgroundAngle', 'backgroundImage', 'backgroundPosition', 'backgroundOpacity'] as const;

/** A picture setting's file: choose one (stored in the book), see it, or remove it. */
function PictureFile({ settingKey }: { settingKey: 'logoImage' | 'backgroundImage' }) {
  const { t } = useTranslation();
  const { ctx } = useCommands();
  const host = useHost();
  const value = useApp((state) => state.project?.book.settings[settingKey]);
  const commitSettings = useApp((state) => state.commitSettings);
  const src = isBookMediaKey(value) ? host.client.assetUrl(value) : typeof value === 'string' && isMediaUrl('image', value.trim()) ? value.trim() : null;
  const choose = async () => {
    const added = await addMediaFile(ctx, 'image');
    if (added !== null) await commitSettings({ [settingKey]: added.key });
  };
  return (
    <div className="picture-file" data-testid={`picture-${settingKey}`}>
      {src !== null && <img className="picture-thumb" src={src} alt="" data-testid={`picture-${settingKey}-thumb`} />}
      <button type="button" className="button" onClick={() => void choose()} data-testid={`picture-${settingKey}-choose`}>
        {t('basic-look.chooseFile')}
      </button>
      {value !== undefined && value !== '' && (
        <button type="button" className="button" onClick={() => void commitSettings({ [settingKey]: undefined })} data-testid={`picture-${settingKey}-remove`}>
          {t('basic-look.remove')}
        </button>
      )}
    </div>
  );
}

function Section({ legend, keys, settings }: { legend: string; keys: readonly string[]; settings: Readonly<Record<string, unknown>> }) {
  const entries = keys.map((key) => settingEntry(key)).filter((entry): entry is SettingEntry => entry !== undefined && isSettingShown(entry, settings));
  return (
    <fieldset className="import-section basic-look">
      <legend>{legend}</legend>
      {entries.map((entry) => (
        <div key={entry.key}>
          <SettingRow entry={entry} settings={settings} />
          {(entry.key === 'logoImage' || entry.key === 'backgroundImage') && <PictureFile settingKey={entry.key} />}
        </div>
      ))}
    </fieldset>
  );
}

/**
 * The basic tab's logo and background: the catalogue's own settings (so validation, resets
 * and one undo step per drag are those of the settings tab), plus a file button for each
 * picture, which stores the file in the book.
 */
export function BasicLook() {
  const { t } = useTranslation();
  const settings = useApp((state) => state.project?.book.settings ?? NO_SETTINGS);
  return (
    <>
      <Section legend={t('basic-look.logo')} keys={LOGO_KEYS} settings={settings} />
      <Section legend={t('basic-look.background')} keys={BACKGROUND_KEYS} settings={settings} />
    </>
  );
}
