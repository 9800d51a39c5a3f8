import { useTranslation } from 'react-i18next';
import { applyTemplate } from '../../../commands/design-commands.js';
import { useApp } from '../../../state/store.js';
import { useHost } from '../../../transport/host-context.js';
import { DesignCard, DesignGrid } from './design-card.js';
import { MyTemplates } from './my-templates.js';
import { engineCatalogueOrNull, previewImageUrl, useDesignCatalogue, useDesignChoice } from './use-design-catalogue.js';
import { useApply } from './use-apply.js';

/** The templates sub-tab: a card per template (choosing one applies it and its default theme), then the user's own templates. */
export function TemplatesTab() {
  const { t } = useTranslation();
  const { readerUrl } = useHost();
  const catalogue = useDesignCatalogue();
  const { template } = useDesignChoice(catalogue);
  const hasProject = useApp((state) => state.project !== null);
  const { pending, choose } = useApply((ctx, id) => applyTemplate(ctx, id, engineCatalogueOrNull(catalogue)));
  if (!hasProject) return <p className="empty-note">{t('design-tab.noProject')}</p>;
  return (
    <div className="design-tab">
      <DesignGrid label={t('design-tab.templatesLabel')}>
        {catalogue.templates.map(({ id }) => (
          <DesignCard
            key={id}
            name={t(`design-tab.templates.${id}`)}
            image={previewImageUrl(readerUrl, 'templates', id)}
            selected={template?.id === id}
            busy={pending === id}
            onChoose={() => choose(id)}
            testId={`template-card-${id}`}
          />
        ))}
      </DesignGrid>
      <MyTemplates />
    </div>
  );
}
