import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { FlipbookClient } from '../../src/shared/api/client.js';
import { COMMAND_IDS, commandSpec } from '../../src/shared/commands/catalogue.js';
import { ribbonButtons } from '../../src/shared/commands/placements.js';
import { ariaKeyShortcuts } from '../../src/shared/commands/shortcuts.js';
import { CommandsContext, type Commands } from '../../src/renderer/commands/commands-context.js';
import { Ribbon } from '../../src/renderer/components/ribbon.js';
import { createAppStore, StoreContext } from '../../src/renderer/state/store.js';
import type { Host } from '../../src/renderer/transport/create-client.js';
import { HostContext } from '../../src/renderer/transport/host-context.js';

/** The ribbon as HTML, with labels shown as their keys and a project at the given history depth. */
function renderRibbon(options: { folderPicker: boolean; undo: number; redo: number }): RenderedButton[] {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ lng: 'en', resources: {}, initAsync: false, showSupportNotice: false });
  const client = {} as FlipbookClient;
  const store = createAppStore(client, () => undefined);
  store.setState({ project: { history: { undo: options.undo, redo: options.redo } } as never });
  // Server rendering reads a store's initial state (there is no later update to catch up with).
  store.getInitialState = store.getState;
  const host = { kind: 'web', client, chooseSavePath: options.folderPicker ? async () => null : null } as unknown as Host;
  const commands: Commands = { ctx: { host, store, t: i18n.t.bind(i18n) } as Commands['ctx'], run: () => undefined };
  const tree = createElement(
    I18nextProvider,
    { i18n },
    createElement(HostContext.Provider, { value: host }, createElement(StoreContext.Provider, { value: store }, createElement(CommandsContext.Provider, { value: commands }, createElement(Ribbon)))),
  );
  return buttonsIn(renderToStaticMarkup(tree));
}

interface RenderedButton {
  attributes: Record<string, string>;
  text: string;
}

/** The buttons of server-rendered markup (the unit suite has no DOM): React writes plain, quoted attributes. */
function buttonsIn(html: string): RenderedButton[] {
  return [...html.matchAll(/<button([^>]*)>(.*?)<\/button>/g)].map(([, attributes = '', inner = '']) => ({
    attributes: Object.fromEntries([...attributes.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [name, value])),
    text: inner.replace(/<[^>]*>/g, ''),
  }));
}

const byTestId = (buttons: RenderedButton[], testId: string) => buttons.find((button) => button.attributes['data-testid'] === testId);

describe('the generated ribbon', () => {
  it('shows every ribbon command of the catalogue as placed, in order, with its test id, tour mark and shortcuts', () => {
    const buttons = renderRibbon({ folderPicker: true, undo: 2, redo: 0 });
    const placed = [...ribbonButtons('primary'), ...ribbonButtons('secondary')];
    expect(COMMAND_IDS.filter((id) => commandSpec(id).ribbon !== undefined).length).toBe(placed.length);
    expect(buttons.map((button) => button.attributes['data-testid'])).toEqual(placed.map((button) => button.testId));
    for (const [i, button] of placed.entries()) {
      const { attributes, text } = buttons[i] as RenderedButton;
      const spec = commandSpec(button.id);
      expect(text).toBe(button.label ?? spec.label);
      expect(attributes['data-tour']).toBe(button.tour);
      expect(attributes['aria-keyshortcuts']).toBe(ariaKeyShortcuts(spec.shortcuts ?? []));
      expect(attributes.class?.split(' ').includes('ribbon-secondary')).toBe(button.row === 'secondary');
    }
  });

  it('keeps the test ids and tour marks the end-to-end tests and the tour rely on', () => {
    const ids = renderRibbon({ folderPicker: true, undo: 0, redo: 0 }).map((button) => button.attributes['data-testid']);
    expect(ids).toEqual(
      expect.arrayContaining(['ribbon-import-pdf', 'ribbon-save', 'ribbon-multimedia', 'ribbon-publish', 'ribbon-cloud', 'ribbon-undo', 'ribbon-redo', 'ribbon-publish-plugin', 'ribbon-publish-apk', 'ribbon-merge-pdfs', 'ribbon-save-as', 'ribbon-import-images', 'ribbon-publish-exe', 'ribbon-publish-app', 'ribbon-import-image-folder']),
    );
  });

  it('offers the image folder import only where the host can pick a folder', () => {
    expect(byTestId(renderRibbon({ folderPicker: false, undo: 0, redo: 0 }), 'ribbon-import-image-folder')).toBeUndefined();
  });

  it('disables undo and redo from their enabled conditions and says how far each can go', () => {
    const buttons = renderRibbon({ folderPicker: false, undo: 2, redo: 0 });
    const undo = byTestId(buttons, 'ribbon-undo')?.attributes;
    const redo = byTestId(buttons, 'ribbon-redo')?.attributes;
    expect(undo?.disabled).toBeUndefined();
    expect(undo?.title).toBe('ribbon.undoSteps');
    expect(redo?.disabled).toBe('');
    expect(redo?.title).toBe('ribbon.redoLast');
    expect(redo?.['aria-keyshortcuts']).toBe('Control+Shift+Z Control+Y');
  });
});
