import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * A new embedded database starts from a copy of an empty cluster rather than from PGlite's
 * initdb (docs/decisions/0270). initdb, run inside PGlite's WebAssembly, peaked at about 700 MB
 * and took 2-3 times as long as loading the same cluster from its dump (4.5 MB). The first
 * database made on a machine is made by initdb and dumped; every later new one (a test's, a
 * new data folder) loads that dump.
 *
 * The dump lives with the PGlite it came from (node_modules/.cache), named by PGlite's
 * version: a cluster is only readable by the PostgreSQL build that wrote it, and the folder
 * is the project's own, not a shared temporary one where another user could plant a cluster.
 */
export interface PgliteTemplate {
  /** The dump, when one was made for this PGlite. */
  read(): Blob | null;
  /** Dumps a database just made by initdb, for the next new one; at best effort. */
  save(database: PGlite): Promise<void>;
  /** Forgets a dump that would not load, so the next initdb writes a good one. */
  discard(): void;
}

const FOLDER_ENV = 'FLIPBOOK_PGLITE_TEMPLATE_DIR';

/** PGlite's own package folder and version, found the way the service imports it (its exports leave out package.json). */
function pgliteInstall(): { folder: string; version: string } | null {
  try {
    let folder = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    while (path.basename(path.dirname(folder)) !== '@electric-sql' && path.dirname(folder) !== folder) folder = path.dirname(folder);
    const { name, version } = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')) as { name?: unknown; version?: unknown };
    return name === '@electric-sql/pglite' && typeof version === 'string' && /^[\w.+-]+$/.test(version) ? { folder, version } : null;
  } catch {
    return null;
  }
}

/** `node_modules/.cache/flipbook-studio` beside PGlite's package, or FLIPBOOK_PGLITE_TEMPLATE_DIR. */
function templateFile(): string | null {
  const install = pgliteInstall();
  if (install === null) return null;
  const nodeModules = install.folder.split(path.sep).slice(0, -2).join(path.sep);
  const folder = process.env[FOLDER_ENV] ?? path.join(nodeModules, '.cache', 'flipbook-studio');
  return path.join(folder, `pglite-${install.version}-empty-cluster.tar.gz`);
}

export function pgliteTemplate(file: string | null = templateFile()): PgliteTemplate {
  return {
    read(): Blob | null {
      if (file === null) return null;
      try {
        return new Blob([fs.readFileSync(file)]);
      } catch {
        return null;
      }
    },
    async save(database: PGlite): Promise<void> {
      if (file === null || fs.existsSync(file)) return;
      try {
        const dump = Buffer.from(await (await database.dumpDataDir('gzip')).arrayBuffer());
        fs.mkdirSync(path.dirname(file), { recursive: true });
        // Written aside and renamed: two services (or test workers) making their first
        // database at once each write a whole dump, and a reader never sees half of one.
        const aside = `${file}.${process.pid}.${Date.now()}.tmp`;
        fs.writeFileSync(aside, dump);
        fs.renameSync(aside, file);
      } catch {
        // Without a dump the next new database runs initdb again: slower, not wrong.
      }
    },
    discard(): void {
      if (file !== null) fs.rmSync(file, { force: true });
    },
  };
}
