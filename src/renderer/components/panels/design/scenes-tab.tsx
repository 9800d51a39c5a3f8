import { useTranslation } from 'react-i18next';
import { useApp } from '../../../state/store.js';

/** The design sub-tab for scenes; for now it shows the book's current choice. */
export function ScenesTab() {
  const { t } = useTranslation();
  const value = useApp((state) => state.project?.book.settings['scene']);
  return <p className="fact-value">{typeof value === 'string' ? value : t('design.default')}</p>;
}
