import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { FlipbookClient } from '../../shared/api/client.js';
import type { Handlers } from '../../shared/api/contract.js';
import type { ProjectSnapshot } from '../../shared/domain/book.js';
import type { ProjectChange } from '../../shared/domain/project-change.js';
import type { DesignCatalogue } from '../../shared/design/design-catalogue-types.js';
import type { UserTemplateItem } from '../../shared/design/user-template.js';
import { AppError } from '../../shared/errors/app-error.js';
import type { Dialog } from '../state/dialogs.js';
import { createAppStore } from '../state/store.js';
import type { CommandContext } from './context.js';
import { applyScene, applyTemplate, applyTheme, deleteUserTemplate, importUserTemplate, saveUserTemplate } from './design-commands.js';

const project: ProjectSnapshot = {
  id: 'p',
  path: null,
  dirty: false,
  revision: 1,
  book: { title: 'Book', description: '', keywords: '', settings: {} },
  pages: [],
  toc: [],
};

const item: UserTemplateItem = { id: '00000000-0000-4000-8000-000000000001', name: 'Mine', groups: ['scene'], createdAt: '', thumbnail: 'data:' };

/** A context whose transport serves only the handlers given and records each call; dialogs get `answer`. */
function contextFor(handlers: Partial<Handlers>, answer: boolean | null = null) {
  const calls: { name: string; arg: unknown }[] = [];
  const client = {
    call: async (name: keyof Handlers, arg: never) => {
      calls.push({ name, arg });
      const handler = handlers[name] as ((arg: never) => Promise<unknown>) | undefined;
      if (handler === undefined) throw new AppError('UNKNOWN_METHOD');
      return handler(arg);
    },
    on: () => () => undefined,
    assetUrl: (key: string) => key,
  } as unknown as FlipbookClient;
  const store = createAppStore(client, () => undefined);
  store.getState().setProject(project);
  const dialogs: Dialog['kind'][] = [];
  store.subscribe((state, previous) => {
    const dialog = state.dialog;
    if (dialog === null || dialog === previous.dialog) return;
    dialogs.push(dialog.kind);
    if (dialog.kind === 'confirm' && answer !== null) queueMicrotask(() => dialog.answer(answer));
  });
  const t = ((key: string) => key) as unknown as TFunction;
  const ctx: CommandContext = { host: { kind: 'web', client, pickFiles: async () => ['/up/look.fbtemplate'], chooseSavePath: null, readerUrl: '' }, store, t };
  return { ctx, calls, store, dialogs };
}

/** What the engine answers for a design apply: the header and the book, never the pages. */
const withSettings = (settings: Record<string, unknown>): ProjectChange => {
  const { pages: _pages, toc: _toc, ...header } = project;
  return { ...header, dirty: true, revision: 2, changed: ['book'], book: { ...project.book, settings } };
};

describe('design commands', () => {
  it('sends typed edits first, then applies the template and shows the returned book', async () => {
    const { ctx, calls, store } = contextFor({
      'project.update': async ({ patch }) => ({ ...project, book: { ...project.book, ...patch }, changed: ['book'] }),
      'design.applyTemplate': async ({ template }) => withSettings({ template, theme: 'paper' }),
    });
    store.getState().editBook({ title: 'Typed' });
    expect(await applyTemplate(ctx, 'classical')).toBe(true);
    expect(calls.map((call) => call.name)).toEqual(['project.update', 'design.applyTemplate']);
    expect(store.getState().project?.book.settings).toEqual({ template: 'classical', theme: 'paper' });
    expect(store.getState().project).toMatchObject({ revision: 2, dirty: true, pages: project.pages, toc: project.toc });
  });

  it('shows the spec message and keeps the book when applying fails', async () => {
    const { ctx, store } = contextFor({ 'design.applyTemplate': async () => Promise.reject(new AppError('TEMPLATE_REPLACE_FAILED')) });
    expect(await applyTemplate(ctx, 'nope')).toBe(false);
    expect(store.getState().project).toEqual(project);
    expect(store.getState().toasts.at(-1)?.text).toBe('errors.templateReplaceFailed');
  });

  it("shows a template chosen from the engine's catalogue at once, before the engine answers", async () => {
    const catalogue: DesignCatalogue = { templates: [{ id: 'classical', defaultTheme: 'sand', themes: [{ id: 'paper' }, { id: 'sand' }] }], scenes: ['none', 'snow'] };
    let answer: (change: ProjectChange) => void = () => undefined;
    const { ctx, store } = contextFor({ 'design.applyTemplate': () => new Promise<ProjectChange>((resolve) => (answer = resolve)) });
    const applied = applyTemplate(ctx, 'classical', catalogue);
    await expect.poll(() => store.getState().project?.book.settings).toEqual({ template: 'classical', theme: 'sand' });
    expect(store.getState().project?.revision).toBe(1);
    answer(withSettings({ template: 'classical', theme: 'sand' }));
    expect(await applied).toBe(true);
    expect(store.getState().project).toMatchObject({ revision: 2, book: { settings: { template: 'classical', theme: 'sand' } } });
  });

  it('queues a choice made before the last is answered, and never shows the earlier one again meanwhile', async () => {
    const catalogue: DesignCatalogue = { templates: [{ id: 'metro', defaultTheme: 'night', themes: [{ id: 'night' }] }], scenes: ['none', 'snow', 'moon'] };
    const answers: (() => void)[] = [];
    let revision = 1;
    const { ctx, calls, store } = contextFor({
      'design.applyScene': ({ scene }) =>
        new Promise<ProjectChange>((resolve) => answers.push(() => resolve({ ...withSettings({ scene }), revision: (revision += 1) }))),
    });
    const scenes: unknown[] = [];
    store.subscribe((state, previous) => state.project !== previous.project && scenes.push(state.project?.book.settings['scene']));
    const first = applyScene(ctx, 'snow', catalogue);
    const second = applyScene(ctx, 'moon', catalogue);
    await expect.poll(() => store.getState().project?.book.settings['scene']).toBe('moon');
    await expect.poll(() => answers.length).toBe(1);
    answers.shift()?.();
    expect(await first).toBe(true);
    // The first answer (snow) arrived while moon was still on its way: moon stays shown.
    expect(store.getState().project).toMatchObject({ revision: 2, book: { settings: { scene: 'moon' } } });
    await expect.poll(() => answers.length).toBe(1);
    answers.shift()?.();
    expect(await second).toBe(true);
    expect(calls.map((call) => call.arg)).toEqual([{ scene: 'snow' }, { scene: 'moon' }]);
    expect(store.getState().project).toMatchObject({ revision: 3, book: { settings: { scene: 'moon' } } });
    expect(scenes).toEqual(['snow', 'moon', 'moon', 'moon']);
  });

  it('takes a choice shown at once back when the engine refuses it, by fetching the book again', async () => {
    const catalogue: DesignCatalogue = { templates: [{ id: 'metro', defaultTheme: 'night', themes: [{ id: 'night' }] }], scenes: ['none', 'snow'] };
    const { ctx, calls, store } = contextFor({
      'design.applyScene': async () => Promise.reject(new AppError('SCENE_REPLACE_FAILED')),
      'project.get': async () => ({ project }),
    });
    expect(await applyScene(ctx, 'snow', catalogue)).toBe(false);
    expect(calls.map((call) => call.name)).toEqual(['design.applyScene', 'project.get']);
    expect(store.getState().project).toEqual(project);
    expect(store.getState().toasts.at(-1)?.text).toBe('errors.sceneReplaceFailed');
  });

  it("leaves a choice the editor's catalogue lacks to the engine alone", async () => {
    const catalogue: DesignCatalogue = { templates: [{ id: 'metro', defaultTheme: 'night', themes: [{ id: 'night' }] }], scenes: ['none'] };
    const { ctx, store } = contextFor({ 'design.applyTheme': async () => Promise.reject(new AppError('THEME_APPLY_FAILED')) });
    const seen: unknown[] = [];
    store.subscribe((state, previous) => state.project !== previous.project && seen.push(state.project?.book.settings));
    expect(await applyTheme(ctx, 'paper', catalogue)).toBe(false);
    expect(seen).toEqual([]);
    expect(store.getState().toasts.at(-1)?.text).toBe('errors.themeApplyFailed');
  });

  it('asks before replacing a template of the same name, and replaces only on yes', async () => {
    const exists = async (arg: { replace?: boolean | undefined }) => (arg.replace === true ? { item } : Promise.reject(new AppError('TEMPLATE_EXISTS')));
    const yes = contextFor({ 'templates.save': exists }, true);
    const arg = { name: 'Mine', coverPath: '/c.png', groups: ['scene' as const] };
    expect(await saveUserTemplate(yes.ctx, arg)).toEqual(item);
    expect(yes.dialogs).toEqual(['confirm']);
    expect(yes.calls.map((call) => call.arg)).toEqual([arg, { ...arg, replace: true }]);
    const no = contextFor({ 'templates.save': exists }, false);
    expect(await saveUserTemplate(no.ctx, arg)).toBeNull();
    expect(no.calls).toHaveLength(1);
  });

  it('passes other save errors on for the dialog to show', async () => {
    const { ctx } = contextFor({ 'templates.save': async () => Promise.reject(new AppError('TEMPLATE_INCOMPLETE')) });
    await expect(saveUserTemplate(ctx, { name: '', coverPath: '', groups: [] })).rejects.toMatchObject({ code: 'TEMPLATE_INCOMPLETE' });
  });

  it('deletes only after the user confirms', async () => {
    const no = contextFor({ 'templates.delete': async () => ({ deleted: true as const }) }, false);
    expect(await deleteUserTemplate(no.ctx, item)).toBe(false);
    expect(no.calls).toEqual([]);
    const yes = contextFor({ 'templates.delete': async () => ({ deleted: true as const }) }, true);
    expect(await deleteUserTemplate(yes.ctx, item)).toBe(true);
    expect(yes.calls).toEqual([{ name: 'templates.delete', arg: { id: item.id } }]);
  });

  it('imports a picked file, confirming before it replaces one of the same name', async () => {
    const { ctx, calls, dialogs } = contextFor(
      { 'templates.import': async ({ replace }) => (replace === true ? { item } : Promise.reject(new AppError('TEMPLATE_EXISTS'))) },
      true,
    );
    expect(await importUserTemplate(ctx)).toBe(true);
    expect(dialogs).toEqual(['confirm']);
    expect(calls.map((call) => call.arg)).toEqual([{ path: '/up/look.fbtemplate' }, { path: '/up/look.fbtemplate', replace: true }]);
  });
});
