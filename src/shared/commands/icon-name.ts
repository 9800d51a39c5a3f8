/**
 * The editor's icons by name. Shared so the command catalogue can name a command's icon;
 * the renderer's icon table is typed by this union, so every name has a drawing.
 */
export type IconName =
  | 'pdf'
  | 'image'
  | 'save'
  | 'media'
  | 'publish'
  | 'cloud'
  | 'plus'
  | 'folder'
  | 'home'
  | 'help'
  | 'info'
  | 'basic'
  | 'design'
  | 'toc'
  | 'bookmark'
  | 'language'
  | 'assistant'
  | 'page'
  | 'password'
  | 'more'
  | 'close'
  | 'undo'
  | 'redo'
  | 'book'
  | 'settings';
