import { useTranslation } from 'react-i18next';
import { applyTheme } from '../../../commands/design-commands.js';
import { useApp } from '../../../state/store.js';
import { useHost } from '../../../transport/host-context.js';
import { DesignCard, DesignGrid } from './design-card.js';
import { engineCatalogueOrNull, previewImageUrl, useDesignCatalogue, useDesignChoice } from './use-design-catalogue.js';
import { useApply } from './use-apply.js';

/** The themes sub-tab: the themes of the book's template, each previewed in that template. */
export function ThemesTab() {
  const { t } = useTranslation();
  const { readerUrl } = useHost();
  const catalogue = useDesignCatalogue();
  const { template, theme } = useDesignChoice(catalogue);
  const hasProject = useApp((state) => state.project !== null);
  const { pending, choose } = useApply((ctx, id) => applyTheme(ctx, id, engineCatalogueOrNull(catalogue)));
  if (!hasProject || template === undefined) return <p className="empty-note">{t('design-tab.noProject')}</p>;
  return (
    <div className="design-tab">
      <p className="panel-note">{t('design-tab.themesOf', { template: t(`design-tab.templates.${template.id}`) })}</p>
      <DesignGrid label={t('design-tab.themesLabel')}>
        {template.themes.map(({ id }) => (
          <DesignCard
            key={id}
            name={t(`design-tab.themes.${id}`)}
            image={previewImageUrl(readerUrl, 'themes', `${template.id}.${id}`)}
            selected={theme === id}
            busy={pending === id}
            onChoose={() => choose(id)}
            testId={`theme-card-${id}`}
          />
        ))}
      </DesignGrid>
    </div>
  );
}
