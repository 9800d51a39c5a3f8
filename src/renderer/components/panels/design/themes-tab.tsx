import { useTranslation } from 'react-i18next';
import { useApp } from '../../../state/store.js';

/** The design sub-tab for themes; for now it shows the book's current choice. */
export function ThemesTab() {
  const { t } = useTranslation();
  const value = useApp((state) => state.project?.book.settings['theme']);
  return <p className="fact-value">{typeof value === 'string' ? value : t('design.default')}</p>;
}
