import { exportErrorLog, startTour } from './help-commands.js';
import { isLanguageCode } from '../../shared/i18n/languages.js';
import type { CommandContext } from './context.js';
import { importImageFolder, importImages, importPdf } from './import-commands.js';
import { redoEdit, undoEdit } from './history-commands.js';
import { mergePdfs } from './merge-commands.js';
import { addPage } from './page-commands.js';
import { closeProject, newProject, openProject, quitRequested, saveProject, saveProjectAs } from './project-commands.js';
import { publishHtml, publishPlugin } from './publish-commands.js';
import { openPublishApk } from './apk-commands.js';
import { openDesktopPublish } from './desktop-commands.js';

/**
 * One user action, reachable from the ribbon, the home screen, a shortcut or the host's
 * menu (`app.menu` events carry the same ids). keyTest is used on the web host only:
 * in Electron the menu's accelerators send the command.
 */
export interface Command {
  id: string;
  keyTest?: (event: KeyboardEvent) => boolean;
  /** The shortcut is the editor's own in every host, since no Windows or Linux menu item carries it. */
  allHosts?: true;
  perform(ctx: CommandContext): Promise<unknown>;
}

const mod = (event: KeyboardEvent) => event.ctrlKey || event.metaKey;

export const COMMANDS: readonly Command[] = [
  { id: 'file.new', perform: newProject },
  { id: 'file.open', keyTest: (e) => mod(e) && !e.shiftKey && e.key.toLowerCase() === 'o', perform: openProject },
  { id: 'file.save', keyTest: (e) => mod(e) && !e.shiftKey && e.key.toLowerCase() === 's', perform: saveProject },
  { id: 'file.saveAs', keyTest: (e) => mod(e) && e.shiftKey && e.key.toLowerCase() === 's', perform: saveProjectAs },
  { id: 'file.importPdf', keyTest: (e) => mod(e) && !e.shiftKey && e.key.toLowerCase() === 'i', perform: importPdf },
  { id: 'file.mergePdfs', perform: mergePdfs },
  { id: 'file.importImages', perform: importImages },
  { id: 'file.importImageFolder', perform: importImageFolder },
  { id: 'pages.add', perform: addPage },
  { id: 'file.close', perform: closeProject },
  { id: 'edit.undo', allHosts: true, keyTest: (e) => mod(e) && !e.shiftKey && e.key.toLowerCase() === 'z', perform: undoEdit },
  {
    id: 'edit.redo',
    allHosts: true,
    keyTest: (e) => mod(e) && ((e.shiftKey && e.key.toLowerCase() === 'z') || (!e.shiftKey && e.key.toLowerCase() === 'y')),
    perform: redoEdit,
  },
  { id: 'publish.html', perform: publishHtml },
  { id: 'publish.plugin', perform: publishPlugin },
  { id: 'publish.apk', perform: openPublishApk },
  { id: 'publish.exe', perform: async (ctx) => openDesktopPublish(ctx, 'exe') },
  { id: 'publish.app', perform: async (ctx) => openDesktopPublish(ctx, 'app') },
  { id: 'app.quitRequested', perform: quitRequested },
  { id: 'online.cloud', perform: async (ctx) => ctx.store.getState().setDialog({ kind: 'feature', feature: 'cloud' }) },
  { id: 'edit.multimedia', perform: async (ctx) => ctx.store.getState().setDialog({ kind: 'multimedia' }) },
  { id: 'help.about', perform: async (ctx) => ctx.store.getState().setDialog({ kind: 'about' }) },
  { id: 'help.exportLogs', perform: exportErrorLog },
  { id: 'help.faq', perform: async (ctx) => ctx.store.getState().setDialog({ kind: 'faq' }) },
  { id: 'help.tour', perform: startTour },
];

/** Runs a command by id; `options.language.<code>` from the host's options menu switches the language. */
export function runCommand(ctx: CommandContext, id: string, setLanguage: (code: string) => void): boolean {
  const language = /^options\.language\.(\w+)$/.exec(id)?.[1];
  if (language !== undefined && isLanguageCode(language)) {
    setLanguage(language);
    return true;
  }
  const command = COMMANDS.find((candidate) => candidate.id === id);
  if (command === undefined) return false;
  void command.perform(ctx);
  return true;
}

/** The command a key press runs: any on the web host; in Electron only those no menu item carries. */
export function commandForKey(event: KeyboardEvent, hostKind: 'web' | 'electron' = 'web'): Command | undefined {
  return COMMANDS.find((command) => (hostKind === 'web' || command.allHosts === true) && command.keyTest?.(event) === true);
}
