import type { CommandSpec } from './command-spec.js';

const ctrl = (key: string) => ({ key });
const ctrlShift = (key: string) => ({ key, shift: true as const });

/**
 * Every user command, as data: the ribbon, the desktop menu, the keyboard handler and the
 * `app.menu` event are generated from this table (VS Code's `registerAction2` is the
 * model). A new command is one entry here plus its handler in the renderer's registry,
 * which TypeScript requires for every id.
 */
export const COMMAND_CATALOGUE = {
  'file.new': { label: 'commands.file.new', icon: 'plus', shortcuts: [ctrl('n')], menu: { menu: 'file', order: 1 } },
  'file.open': { label: 'commands.file.open', icon: 'folder', shortcuts: [ctrl('o')], menu: { menu: 'file', order: 2 } },
  'file.save': {
    label: 'commands.file.save',
    icon: 'save',
    shortcuts: [ctrl('s')],
    menu: { menu: 'file', order: 3 },
    ribbon: { row: 'primary', order: 2, testId: 'ribbon-save', label: 'ribbon.save', tour: 'savePreview' },
  },
  'file.saveAs': {
    label: 'commands.file.saveAs',
    icon: 'save',
    shortcuts: [ctrlShift('s')],
    menu: { menu: 'file', order: 4 },
    ribbon: { row: 'secondary', order: 6, testId: 'ribbon-save-as', label: 'ribbon.saveAs' },
  },
  'file.importPdf': {
    label: 'commands.file.importPdf',
    icon: 'pdf',
    shortcuts: [ctrl('i')],
    menu: { menu: 'file', order: 5, separatorBefore: true },
    ribbon: { row: 'primary', order: 1, testId: 'ribbon-import-pdf', label: 'ribbon.importPdf' },
  },
  'file.mergePdfs': {
    label: 'commands.file.mergePdfs',
    icon: 'pdf',
    menu: { menu: 'file', order: 6 },
    ribbon: { row: 'secondary', order: 5, testId: 'ribbon-merge-pdfs', label: 'ribbon.mergePdfs' },
  },
  'file.importImages': {
    label: 'commands.file.importImages',
    icon: 'image',
    menu: { menu: 'file', order: 7 },
    ribbon: { row: 'secondary', order: 7, testId: 'ribbon-import-images', label: 'ribbon.importImages' },
  },
  'file.importImageFolder': {
    label: 'commands.file.importImageFolder',
    icon: 'folder',
    menu: { menu: 'file', order: 8 },
    ribbon: { row: 'secondary', order: 10, testId: 'ribbon-import-image-folder', label: 'ribbon.importImageFolder', needs: 'folderPicker' },
  },
  /** Opens the batch conversion panel: many PDFs and image folders into books, the open project untouched. */
  'file.batch': {
    label: 'batch.command',
    icon: 'folder',
    menu: { menu: 'file', order: 9, separatorBefore: true },
    ribbon: { row: 'secondary', order: 11, testId: 'ribbon-batch', label: 'batch.ribbon' },
  },
  'file.close': { label: 'commands.file.close', icon: 'home' },
  'pages.add': { label: 'pages.add', icon: 'plus' },
  'edit.undo': {
    label: 'commands.edit.undo',
    icon: 'undo',
    shortcuts: [ctrl('z')],
    allHosts: true,
    enabled: 'canUndo',
    menu: { menu: 'edit', order: 1 },
    ribbon: { row: 'secondary', order: 1, testId: 'ribbon-undo', label: 'ribbon.undo', hint: { off: 'ribbon.undoFirst', on: 'ribbon.undoSteps' } },
  },
  'edit.redo': {
    label: 'commands.edit.redo',
    icon: 'redo',
    shortcuts: [ctrlShift('z'), ctrl('y')],
    allHosts: true,
    enabled: 'canRedo',
    menu: { menu: 'edit', order: 2 },
    ribbon: { row: 'secondary', order: 2, testId: 'ribbon-redo', label: 'ribbon.redo', hint: { off: 'ribbon.redoLast', on: 'ribbon.redoSteps' } },
  },
  'edit.multimedia': {
    label: 'ribbon.multimedia',
    icon: 'media',
    ribbon: { row: 'primary', order: 3, testId: 'ribbon-multimedia', tour: 'multimedia' },
  },
  'publish.html': {
    label: 'commands.publish.html',
    icon: 'publish',
    menu: { menu: 'publish', order: 1 },
    ribbon: { row: 'primary', order: 4, testId: 'ribbon-publish', label: 'ribbon.publish' },
  },
  'publish.plugin': {
    label: 'plugins.menuPublish',
    icon: 'publish',
    menu: { menu: 'publish', order: 2 },
    ribbon: { row: 'secondary', order: 3, testId: 'ribbon-publish-plugin', label: 'plugins.ribbon' },
  },
  'publish.exe': {
    label: 'commands.publish.exe',
    icon: 'publish',
    menu: { menu: 'publish', order: 3 },
    ribbon: { row: 'secondary', order: 8, testId: 'ribbon-publish-exe', label: 'desktop.ribbon.exe' },
  },
  'publish.app': {
    label: 'commands.publish.app',
    icon: 'publish',
    menu: { menu: 'publish', order: 4 },
    ribbon: { row: 'secondary', order: 9, testId: 'ribbon-publish-app', label: 'desktop.ribbon.app' },
  },
  'publish.apk': {
    label: 'apk.menu',
    icon: 'publish',
    menu: { menu: 'publish', order: 5 },
    ribbon: { row: 'secondary', order: 4, testId: 'ribbon-publish-apk', label: 'apk.ribbon' },
  },
  /**
   * Serves the open book to a phone on the same Wi-Fi (decision 0237). A panel, not a modal
   * dialog, so the author edits the book while the phone shows it. No shortcut: the free
   * Ctrl+Shift letters are taken by one browser or another, and the web host would lose it.
   */
  'publish.phonePreview': {
    label: 'phone-preview.command',
    icon: 'publish',
    menu: { menu: 'publish', order: 6, separatorBefore: true },
    ribbon: { row: 'secondary', order: 13, testId: 'ribbon-phone-preview', label: 'phone-preview.ribbon' },
  },
  'online.cloud': {
    label: 'commands.online.cloud',
    icon: 'cloud',
    menu: { menu: 'online', order: 1 },
    ribbon: { row: 'primary', order: 5, testId: 'ribbon-cloud', label: 'ribbon.cloud' },
  },
  'online.login': { label: 'commands.online.login', icon: 'cloud', menu: { menu: 'online', order: 2, separatorBefore: true } },
  'online.account': { label: 'commands.online.account', icon: 'cloud', menu: { menu: 'online', order: 3 } },
  'online.upload': {
    label: 'commands.online.upload',
    icon: 'cloud',
    menu: { menu: 'online', order: 4 },
    ribbon: { row: 'secondary', order: 11, testId: 'ribbon-cloud-upload', label: 'ribbon.cloudUpload' },
  },
  'online.books': {
    label: 'commands.online.books',
    icon: 'cloud',
    menu: { menu: 'online', order: 5 },
    ribbon: { row: 'secondary', order: 12, testId: 'ribbon-cloud-books', label: 'ribbon.cloudBooks' },
  },
  'online.logout': { label: 'commands.online.logout', icon: 'cloud', menu: { menu: 'online', order: 6 } },
  /** The preferences dialog (Ctrl+, as in most desktop apps); in the header on every host. */
  'options.preferences': { label: 'preferences.command', icon: 'settings', shortcuts: [ctrl(',')], menu: { menu: 'options', order: 1, separatorBefore: true } },
  'help.tour': { label: 'help-menu.tour', icon: 'help', menu: { menu: 'help', order: 1 } },
  'help.demo': { label: 'help-menu.demo', icon: 'book', menu: { menu: 'help', order: 2 } },
  'help.faq': { label: 'help-menu.faq', icon: 'help', menu: { menu: 'help', order: 3 } },
  'help.exportLogs': { label: 'help-menu.exportLogs', icon: 'info', menu: { menu: 'help', order: 4 } },
  'help.checkUpdates': { label: 'updates.menu', icon: 'info', menu: { menu: 'help', order: 5 } },
  'help.about': { label: 'help-menu.about', icon: 'info', menu: { menu: 'help', order: 5.5 } },
  'help.registration': { label: 'licence.menu.registration', icon: 'info', menu: { menu: 'help', order: 6, separatorBefore: true } },
  'help.buy': { label: 'licence.menu.buy', icon: 'cloud', menu: { menu: 'help', order: 7 } },
  /** Sent by the desktop window when it is asked to close: asks about unsaved changes first. */
  'app.quitRequested': { label: 'commands.app.quit', icon: 'close' },
} as const satisfies Record<string, CommandSpec>;

export type CommandId = keyof typeof COMMAND_CATALOGUE;

/** Every command id, in the catalogue's order. */
export const COMMAND_IDS = Object.keys(COMMAND_CATALOGUE) as CommandId[];

/** A command's entry, widened to the spec so optional fields read without narrowing. */
export function commandSpec(id: CommandId): CommandSpec {
  return COMMAND_CATALOGUE[id];
}
