import type { ZipEntry } from '../../archive/zip-file.js';
import { FOLDER_GUARD } from './plugin-source.js';

/**
 * An `index.php` for every folder under `under` (itself included) that has no index page of
 * its own, so a web server with directory listings on shows no list of the book's files
 * (issue 21, item 5). A folder with an index.html already shows that page instead.
 */
export function folderGuards(entries: readonly ZipEntry[], under: string): ZipEntry[] {
  const names = new Set(entries.map((entry) => entry.name));
  const folders = new Set<string>();
  for (const name of names) {
    if (!name.startsWith(`${under}/`)) continue;
    const parts = name.split('/');
    for (let end = under.split('/').length; end < parts.length; end += 1) folders.add(parts.slice(0, end).join('/'));
  }
  return [...folders]
    .filter((folder) => !names.has(`${folder}/index.html`) && !names.has(`${folder}/index.php`))
    .sort()
    .map((folder) => ({ name: `${folder}/index.php`, data: FOLDER_GUARD }));
}
