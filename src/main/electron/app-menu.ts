import type { MenuItemConstructorOptions } from 'electron';

/** The languages the Options menu offers, as the editor's `options.language.<code>` commands. */
export const MENU_LANGUAGES: readonly { code: string; name: string }[] = [
  { code: 'zh', name: '中文' },
  { code: 'en', name: 'English' },
  { code: 'ja', name: '日本語' },
  { code: 'hi', name: 'हिन्दी' },
  { code: 'fr', name: 'Français' },
  { code: 'ar', name: 'العربية' },
  { code: 'de', name: 'Deutsch' },
  { code: 'ko', name: '한국어' },
  { code: 'pt', name: 'Português' },
  { code: 'ro', name: 'Română' },
  { code: 'es', name: 'Español' },
  { code: 'th', name: 'ไทย' },
];

/** English labels by i18n key, used when the locale file lacks a key. */
export const MENU_LABELS_EN: Readonly<Record<string, string>> = {
  'menu.file': 'File',
  'menu.file.new': 'New Project',
  'menu.file.open': 'Open Project…',
  'menu.file.save': 'Save Project',
  'menu.file.saveAs': 'Save Project As…',
  'menu.file.importPdf': 'Import PDF…',
  'menu.file.importImages': 'Import Images…',
  'menu.file.mergePdfs': 'Merge PDFs…',
  'menu.file.importImageFolder': 'Import Image Folder…',
  'menu.file.quit': 'Exit',
  'menu.edit': 'Edit',
  'menu.edit.undo': 'Undo',
  'menu.edit.redo': 'Redo',
  'menu.publish': 'Publish',
  'menu.publish.html': 'Publish HTML…',
  'plugins.menuPublish': 'Publish Plug-in (WordPress, Joomla, Drupal)…',
  'apk.menu': 'Publish APK (Android)…',
  'menu.publish.exe': 'Publish EXE (Windows)…',
  'menu.publish.app': 'Publish APP (Mac)…',
  'menu.online': 'Online',
  'menu.online.cloud': 'Cloud Service…',
  'menu.options': 'Options',
  'menu.options.language': 'Language',
  'menu.help': 'Help',
  'menu.help.faq': 'FAQ',
  'help-menu.tour': 'Guided Tour',
  'help-menu.exportLogs': 'Export Error Log…',
  'menu.help.about': 'About Flipbook Studio',
};

export interface MenuTemplateOptions {
  isMac: boolean;
  /** Looks up a label by i18n key. */
  label: (key: string) => string;
  /** Sends an `app.menu` command to the editor. */
  send: (command: string) => void;
}

/**
 * The app menu: File, Publish, Online, Options and Help. Every item only tells the editor
 * which command to run, so the menu, the ribbon and the shortcuts share one implementation.
 * macOS additionally gets its app menu and an Edit menu (see below).
 */
export function buildMenuTemplate({ isMac, label, send }: MenuTemplateOptions): MenuItemConstructorOptions[] {
  const item = (key: string, command: string, accelerator?: string): MenuItemConstructorOptions => ({
    label: label(key),
    click: () => send(command),
    ...(accelerator === undefined ? {} : { accelerator }),
  });
  const file: MenuItemConstructorOptions = {
    label: label('menu.file'),
    submenu: [
      item('menu.file.new', 'file.new', 'CmdOrCtrl+N'),
      item('menu.file.open', 'file.open', 'CmdOrCtrl+O'),
      item('menu.file.save', 'file.save', 'CmdOrCtrl+S'),
      item('menu.file.saveAs', 'file.saveAs', 'CmdOrCtrl+Shift+S'),
      { type: 'separator' },
      item('menu.file.importPdf', 'file.importPdf', 'CmdOrCtrl+I'),
      item('menu.file.mergePdfs', 'file.mergePdfs'),
      item('menu.file.importImages', 'file.importImages'),
      item('menu.file.importImageFolder', 'file.importImageFolder'),
      ...(isMac ? [] : [{ type: 'separator' } as const, { role: 'quit', label: label('menu.file.quit') } as const]),
    ],
  };
  const languages: MenuItemConstructorOptions[] = MENU_LANGUAGES.map((language) => ({
    label: language.name,
    click: () => send(`options.language.${language.code}`),
  }));
  // macOS needs an Edit menu for the clipboard shortcuts to work in text fields. Its undo
  // and redo are the book's (the engine keeps the history), not a text field's. Elsewhere
  // the spec's five menus stay as they are and the editor handles Ctrl+Z itself.
  const edit: MenuItemConstructorOptions = {
    label: label('menu.edit'),
    submenu: [
      item('menu.edit.undo', 'edit.undo', 'CmdOrCtrl+Z'),
      item('menu.edit.redo', 'edit.redo', 'Cmd+Shift+Z'),
      { type: 'separator' },
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      { role: 'selectAll' },
    ],
  };
  const menus: MenuItemConstructorOptions[] = [
    file,
    {
      label: label('menu.publish'),
      submenu: [
        item('menu.publish.html', 'publish.html'),
        item('plugins.menuPublish', 'publish.plugin'),
        item('menu.publish.exe', 'publish.exe'),
        item('menu.publish.app', 'publish.app'),
        item('apk.menu', 'publish.apk'),
      ],
    },
    { label: label('menu.online'), submenu: [item('menu.online.cloud', 'online.cloud')] },
    { label: label('menu.options'), submenu: [{ label: label('menu.options.language'), submenu: languages }] },
    {
      label: label('menu.help'),
      submenu: [item('help-menu.tour', 'help.tour'), item('menu.help.faq', 'help.faq'), item('help-menu.exportLogs', 'help.exportLogs'), item('menu.help.about', 'help.about')],
    },
  ];
  return isMac ? [{ role: 'appMenu' }, menus[0] as MenuItemConstructorOptions, edit, ...menus.slice(1)] : menus;
}
