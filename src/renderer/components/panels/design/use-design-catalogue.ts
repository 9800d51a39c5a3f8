import { useEffect, useState } from 'react';
import type { DesignCatalogue } from '../../../../shared/design/design-catalogue-types.js';
import { DEFAULT_SCENE, DEFAULT_TEMPLATE, SCENE_IDS, TEMPLATE_IDS, THEME_IDS } from '../../../../shared/design/design-ids.js';
import { useApp } from '../../../state/store.js';
import { useHost } from '../../../transport/host-context.js';

/** What the pickers show until the engine answers: every name, so the tab is never empty. */
const FALLBACK: DesignCatalogue = {
  templates: TEMPLATE_IDS.map((id) => ({ id, defaultTheme: THEME_IDS[0], themes: THEME_IDS.map((theme) => ({ id: theme })) })),
  scenes: [...SCENE_IDS],
};

/** The engine's catalogue of templates, themes and scenes, fetched once per mount. */
export function useDesignCatalogue(): DesignCatalogue {
  const { client } = useHost();
  const [catalogue, setCatalogue] = useState<DesignCatalogue>(FALLBACK);
  useEffect(() => {
    let live = true;
    client.call('design.catalogue', {}).then(
      (answer) => live && setCatalogue(answer),
      () => undefined, // The fallback stays: choosing still goes through the engine, which has the last word.
    );
    return () => {
      live = false;
    };
  }, [client]);
  return catalogue;
}

/** The catalogue when it is the engine's, null while the pickers show the fallback: a choice is then left to the engine alone. */
export function engineCatalogueOrNull(catalogue: DesignCatalogue): DesignCatalogue | null {
  return catalogue === FALLBACK ? null : catalogue;
}

/** The book's current template, theme and scene, with the defaults filled in. */
export function useDesignChoice(catalogue: DesignCatalogue) {
  const settings = useApp((state) => state.project?.book.settings);
  const templateId = typeof settings?.['template'] === 'string' ? settings['template'] : DEFAULT_TEMPLATE;
  const template = catalogue.templates.find((candidate) => candidate.id === templateId) ?? catalogue.templates[0];
  const theme = typeof settings?.['theme'] === 'string' ? settings['theme'] : template?.defaultTheme;
  const scene = typeof settings?.['scene'] === 'string' ? settings['scene'] : DEFAULT_SCENE;
  return { template, theme, scene };
}

/** A preview image's URL, next to the reader (dist/reader/previews/<kind>/<name>.svg). */
export function previewImageUrl(readerUrl: string, kind: 'templates' | 'themes' | 'scenes', name: string): string {
  const readerBase = new URL(readerUrl, window.location.href);
  return new URL(`previews/${kind}/${encodeURIComponent(name)}.svg`, readerBase).href;
}
