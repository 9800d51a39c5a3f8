import path from 'node:path';
import type { DesignCatalogue } from '../../shared/design/design-catalogue-types.js';
import type { EngineContext } from '../engine/context.js';
import type { HandlerRegistry } from '../engine/registry.js';
import { defaultTemplatesDir, loadDesignCatalogue } from './design-catalogue.js';
import { scenePatch, templatePatch, themePatch } from '../../shared/design/design-patches.js';
import { importTemplate, exportTemplate } from './template-files.js';
import { applyUserTemplate, saveUserTemplate } from './user-template-actions.js';
import { USER_TEMPLATES_DIR, UserTemplateStore } from './user-template-store.js';

let cached: DesignCatalogue | null = null;

/** The catalogue of the shipped templates, validated once: the definitions never change while the app runs. */
export function defaultDesignCatalogue(): DesignCatalogue {
  cached ??= loadDesignCatalogue(defaultTemplatesDir());
  return cached;
}

/**
 * The Design tab's handlers: applying a template, theme or scene to the open book, and the
 * user's saved templates. Each apply validates first and edits the book once, so a refused
 * call leaves it exactly as it was.
 */
export function registerDesignHandlers(registry: HandlerRegistry, ctx: EngineContext): void {
  const catalogue = ctx.designCatalogue ?? defaultDesignCatalogue;
  const store = new UserTemplateStore(path.join(ctx.platform.appDataDir, USER_TEMPLATES_DIR));
  const editSettings = (patch: (settings: Readonly<Record<string, unknown>>) => Record<string, unknown>) => {
    const project = ctx.session.require();
    return project.updateBook({ settings: patch(project.currentBook().settings) });
  };

  registry.registerAll({
    'design.catalogue': async () => catalogue(),
    'design.applyTemplate': async ({ template }) => editSettings(() => templatePatch(catalogue(), template)),
    'design.applyTheme': async ({ theme }) => editSettings((settings) => themePatch(catalogue(), settings, theme)),
    'design.applyScene': async ({ scene }) => editSettings(() => scenePatch(catalogue(), scene)),
    'templates.list': async () => ({ items: await store.list() }),
    'templates.save': async ({ name, coverPath, groups, replace }) => ({
      item: await saveUserTemplate(store, ctx.session.require().snapshot(), catalogue(), { name, coverPath, groups, replace: replace === true }),
    }),
    'templates.export': async ({ id, outDir }) => ({ path: exportTemplate(store, id, outDir) }),
    'templates.import': async ({ path: file, replace }) => ({ item: await importTemplate(store, file, replace === true) }),
    'templates.apply': async ({ id }) => applyUserTemplate(store, ctx.session.require(), catalogue(), id),
    'templates.delete': async ({ id }) => {
      store.delete(id);
      return { deleted: true as const };
    },
  });
}
