import path from 'node:path';
import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { buildMenuTemplate } from './app-menu.js';
import { CloseGuard } from './close-guard.js';
import { FileDialogRequestSchema, planFileDialog } from './dialog-options.js';
import { createIpcDialogHandler } from './ipc-dispatcher.js';
import { localeLabel } from './menu-labels.js';
import { appRequestTarget, assetKeyFromUrl, isEditorUrl, isExternalLinkUrl } from './url-policy.js';

const LOCALES = path.resolve(import.meta.dirname, '..', '..', '..', 'locales');

function menuFor(isMac: boolean) {
  const sent: string[] = [];
  const template = buildMenuTemplate({ isMac, label: (key) => localeLabel(LOCALES, 'en', key) ?? `?${key}`, send: (command) => sent.push(command) });
  const items: MenuItemConstructorOptions[] = [];
  const visit = (list: MenuItemConstructorOptions[]) => {
    for (const item of list) {
      items.push(item);
      if (Array.isArray(item.submenu)) visit(item.submenu);
    }
  };
  visit(template);
  return { template, items, sent };
}

describe('the app menu', () => {
  it('has the five menus File, Publish, Online, Options and Help', () => {
    expect(menuFor(false).template.map((menu) => menu.label)).toEqual(['File', 'Publish', 'Online', 'Options', 'Help']);
  });

  it('sends every editor command when its item is clicked', () => {
    const { items, sent } = menuFor(false);
    for (const item of items) (item.click as (() => void) | undefined)?.();
    expect(sent).toEqual(
      expect.arrayContaining(['file.new', 'file.open', 'file.save', 'file.saveAs', 'file.importPdf', 'file.mergePdfs', 'file.importImages', 'file.importImageFolder', 'publish.html', 'online.cloud', 'help.about', 'help.faq', 'help.tour', 'help.exportLogs', 'options.language.zh', 'options.language.en']),
    );
    expect(sent.filter((command) => command.startsWith('options.language.'))).toHaveLength(12);
  });

  it('gives the file commands and the preferences their standard shortcuts', () => {
    const accelerators = Object.fromEntries(menuFor(false).items.filter((item) => item.accelerator).map((item) => [item.label, item.accelerator]));
    expect(accelerators).toEqual({ 'New Project': 'CmdOrCtrl+N', 'Open Project…': 'CmdOrCtrl+O', 'Save Project': 'CmdOrCtrl+S', 'Save Project As…': 'CmdOrCtrl+Shift+S', 'Import PDF…': 'CmdOrCtrl+I', 'Preferences…': 'CmdOrCtrl+,' });
  });

  it('labels every item, and adds the app and Edit menus on macOS only', () => {
    for (const item of menuFor(false).items) if (item.type !== 'separator') expect(item.label ?? '').not.toMatch(/^\?|^$/);
    expect(menuFor(true).template.map((menu) => menu.role ?? menu.label)).toEqual(['appMenu', 'File', 'Edit', 'Publish', 'Online', 'Options', 'Help']);
  });

  it("makes the macOS Edit menu's undo and redo the book's, and keeps its clipboard roles", () => {
    const { template, sent } = menuFor(true);
    const edit = template.find((menu) => menu.label === 'Edit');
    const items = (edit?.submenu ?? []) as { label?: string; role?: string; accelerator?: string; click?: () => void }[];
    for (const item of items) item.click?.();
    expect(sent).toEqual(['edit.undo', 'edit.redo']);
    expect(items.map((item) => item.accelerator ?? item.role).filter(Boolean)).toEqual(['CmdOrCtrl+Z', 'CmdOrCtrl+Shift+Z', 'cut', 'copy', 'paste', 'selectAll']);
  });
});

describe('closing the main window', () => {
  it('asks the editor first, and closes once the page itself closes', () => {
    const guard = new CloseGuard();
    guard.rendererReady();
    expect(guard.decide()).toBe('ask');
    expect(guard.decide()).toBe('ask');
    guard.pageRequestedClose();
    expect(guard.decide()).toBe('close');
  });

  it('closes at once when the editor never loaded or has crashed', () => {
    expect(new CloseGuard().decide()).toBe('close');
    const guard = new CloseGuard();
    guard.rendererReady();
    guard.rendererGone();
    expect(guard.decide()).toBe('close');
  });
});

describe('URL policies', () => {
  it('recognises only app://editor as the editor', () => {
    expect(isEditorUrl('app://editor/index.html')).toBe(true);
    expect(isEditorUrl('app://reader/index.html')).toBe(false);
    expect(isEditorUrl('https://editor/index.html')).toBe(false);
    expect(isEditorUrl('not a url')).toBe(false);
  });

  it('opens only http, https and mail links externally', () => {
    expect(isExternalLinkUrl('https://example.com/help')).toBe(true);
    expect(isExternalLinkUrl('http://example.com')).toBe(true);
    expect(isExternalLinkUrl('mailto:support@example.com')).toBe(true);
    for (const url of ['file:///etc/passwd', 'javascript:alert(1)', 'smb://host/share', 'app://editor/', 'https:', 'mailto:', 'mailto:not-an-address', 'mailto:a@b/../x']) {
      expect(isExternalLinkUrl(url)).toBe(false);
    }
  });

  it('maps app:// requests to the editor or reader folder and asset URLs to keys', () => {
    expect(appRequestTarget('app://editor/assets/app.js')).toEqual({ site: 'editor', path: 'assets/app.js' });
    expect(appRequestTarget('app://reader/')).toEqual({ site: 'reader', path: '' });
    expect(appRequestTarget('app://other/x')).toBeNull();
    expect(assetKeyFromUrl('flipbook-asset://project/pages/p1/thumb.webp?v=3')).toBe('pages/p1/thumb.webp');
    expect(assetKeyFromUrl('flipbook-asset://elsewhere/pages/p1/thumb.webp')).toBeNull();
  });
});

describe('native file dialogs', () => {
  it('plans the right dialog and filters for each kind', () => {
    expect(planFileDialog({ kind: 'open-pdf' })).toMatchObject({ type: 'open', options: { properties: ['openFile'], filters: [{ extensions: ['pdf'] }] } });
    expect(planFileDialog({ kind: 'open-images' }).options.properties).toContain('multiSelections');
    expect(planFileDialog({ kind: 'open-pdfs' })).toMatchObject({ type: 'open', options: { properties: ['openFile', 'multiSelections'], filters: [{ extensions: ['pdf'] }] } });
    expect(planFileDialog({ kind: 'save-project', defaultPath: '/d/My Project.flipbook' })).toMatchObject({ type: 'save', options: { defaultPath: '/d/My Project.flipbook' } });
    expect(planFileDialog({ kind: 'choose-folder' }).options.properties).toContain('openDirectory');
  });

  it('refuses malformed requests and foreign senders before showing anything', async () => {
    expect(FileDialogRequestSchema.safeParse({ kind: 'open-anything' }).success).toBe(false);
    const shown: unknown[] = [];
    const handler = createIpcDialogHandler(async (request) => (shown.push(request), ['/x.pdf']), () => 1);
    const editor = { sender: { id: 1 }, senderFrame: { url: 'app://editor/index.html', parent: null } };
    await expect(handler(editor, { kind: 'open-pdf' })).resolves.toEqual(['/x.pdf']);
    await expect(handler(editor, { kind: 'open-pdf', extra: 1 })).rejects.toThrow();
    await expect(handler({ ...editor, sender: { id: 2 } }, { kind: 'open-pdf' })).rejects.toThrow();
    expect(shown).toEqual([{ kind: 'open-pdf' }]);
  });
});
