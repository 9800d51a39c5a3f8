import { PROJECT_EXTENSION } from '../../shared/constants.js';

/** Characters that no file system accepts in a name, replaced when a title becomes a file name. */
const UNSAFE_NAME = /[\\/:*?"<>|！／＼：＊？＂＜＞｜\u0000-\u001f]/g;

/** A file or folder name made from a book title, never empty. */
export function fileNameFromTitle(title: string, fallback = 'My Project'): string {
  const cleaned = title.replace(UNSAFE_NAME, ' ').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  return cleaned === '' ? fallback : cleaned.slice(0, 120);
}

/** Joins a folder and a name with the folder's own separator, so Windows paths stay Windows paths. */
export function joinPath(dir: string, name: string): string {
  const separator = dir.includes('\\') && !dir.includes('/') ? '\\' : '/';
  const trimmed = dir.endsWith('/') || dir.endsWith('\\') ? dir.slice(0, -1) : dir;
  return `${trimmed}${separator}${name}`;
}

export function suggestProjectPath(dir: string, title: string): string {
  return joinPath(dir, `${fileNameFromTitle(title)}${PROJECT_EXTENSION}`);
}

export function suggestPublishPath(dir: string, title: string): string {
  return joinPath(dir, fileNameFromTitle(title));
}

/** The last part of a path, for short labels such as the recent-projects list. */
export function baseName(path: string): string {
  return path.split(/[\\/]/).filter(Boolean).at(-1) ?? path;
}
