import { useTranslation } from 'react-i18next';
import { applyScene } from '../../../commands/design-commands.js';
import { useApp } from '../../../state/store.js';
import { useHost } from '../../../transport/host-context.js';
import { DesignCard, DesignGrid } from './design-card.js';
import { engineCatalogueOrNull, previewImageUrl, useDesignCatalogue, useDesignChoice } from './use-design-catalogue.js';
import { useApply } from './use-apply.js';

/** The scenes sub-tab: the animated backgrounds, "none" first. */
export function ScenesTab() {
  const { t } = useTranslation();
  const { readerUrl } = useHost();
  const catalogue = useDesignCatalogue();
  const { scene } = useDesignChoice(catalogue);
  const hasProject = useApp((state) => state.project !== null);
  const { pending, choose } = useApply((ctx, id) => applyScene(ctx, id, engineCatalogueOrNull(catalogue)));
  if (!hasProject) return <p className="empty-note">{t('design-tab.noProject')}</p>;
  return (
    <div className="design-tab">
      <DesignGrid label={t('design-tab.scenesLabel')}>
        {catalogue.scenes.map((id) => (
          <DesignCard
            key={id}
            name={t(`design-tab.scenes.${id}`)}
            image={previewImageUrl(readerUrl, 'scenes', id)}
            selected={scene === id}
            busy={pending === id}
            onChoose={() => choose(id)}
            testId={`scene-card-${id}`}
          />
        ))}
      </DesignGrid>
    </div>
  );
}
