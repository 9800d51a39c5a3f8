import type { CommandId } from '../../shared/commands/catalogue.js';
import { isLanguageCommand, languageOfCommand, type MenuCommand } from '../../shared/commands/menu-command.js';
import type { LanguageCode } from '../../shared/i18n/languages.js';
import { openPublishApk } from './apk-commands.js';
import { cloudLogout, openCloud, openCloudAccount, openCloudBooks, openCloudLogin, openCloudUpload } from '../cloud/cloud-commands.js';
import { openBatch } from './batch-commands.js';
import type { CommandContext } from './context.js';
import { openDesktopPublish } from './desktop-commands.js';
import { exportErrorLog, openDemo, startTour } from './help-commands.js';
import { openStore } from './licence-commands.js';
import { redoEdit, undoEdit } from './history-commands.js';
import { importImageFolder, importImages, importPdf } from './import-commands.js';
import { mergePdfs } from './merge-commands.js';
import { addPage } from './page-commands.js';
import { closeProject, newProject, openProject, quitRequested, saveProject, saveProjectAs } from './project-commands.js';
import { openPhonePreview, publishHtml, publishPlugin } from './publish-commands.js';

type Perform = (ctx: CommandContext) => Promise<unknown>;

/**
 * What each command of the shared catalogue does. The catalogue says how a command is
 * reached (ribbon, menu, shortcut); this record is keyed by every CommandId, so an entry
 * without a handler does not compile.
 */
export const HANDLERS: Readonly<Record<CommandId, Perform>> = {
  'file.new': newProject,
  'file.open': openProject,
  'file.save': saveProject,
  'file.saveAs': saveProjectAs,
  'file.importPdf': importPdf,
  'file.mergePdfs': mergePdfs,
  'file.importImages': importImages,
  'file.importImageFolder': importImageFolder,
  'file.batch': openBatch,
  'file.close': closeProject,
  'pages.add': addPage,
  'edit.undo': undoEdit,
  'edit.redo': redoEdit,
  'edit.multimedia': async (ctx) => ctx.store.getState().setDialog({ kind: 'multimedia' }),
  'publish.html': publishHtml,
  'publish.plugin': publishPlugin,
  'publish.exe': async (ctx) => openDesktopPublish(ctx, 'exe'),
  'publish.app': async (ctx) => openDesktopPublish(ctx, 'app'),
  'publish.apk': openPublishApk,
  'publish.phonePreview': openPhonePreview,
  'online.cloud': openCloud,
  'online.login': openCloudLogin,
  'online.account': openCloudAccount,
  'online.upload': openCloudUpload,
  'online.books': openCloudBooks,
  'online.logout': cloudLogout,
  'options.preferences': async (ctx) => ctx.store.getState().setDialog({ kind: 'preferences' }),
  'help.tour': startTour,
  'help.demo': openDemo,
  'help.faq': async (ctx) => ctx.store.getState().setDialog({ kind: 'faq' }),
  'help.exportLogs': exportErrorLog,
  'help.checkUpdates': async (ctx) => ctx.store.getState().setDialog({ kind: 'updates' }),
  'help.about': async (ctx) => ctx.store.getState().setDialog({ kind: 'about' }),
  'help.registration': async (ctx) => ctx.store.getState().setDialog({ kind: 'registration' }),
  'help.buy': openStore,
  'app.quitRequested': quitRequested,
};

/** Runs a command, or, for `options.language.<code>` from the host's Options menu, switches the language. */
export function runCommand(ctx: CommandContext, command: MenuCommand, setLanguage: (code: LanguageCode) => void): void {
  if (isLanguageCommand(command)) setLanguage(languageOfCommand(command));
  else void HANDLERS[command](ctx);
}
