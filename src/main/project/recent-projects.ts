import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { RecentProjectSchema, type RecentProject } from '../../shared/domain/book.js';
import { writeFileAtomic } from '../fs/atomic-write.js';

/** How many projects the home screen lists. */
export const RECENT_PROJECTS_LIMIT = 10;

const RecentFileSchema = z.array(RecentProjectSchema);

/**
 * The recent-projects list in the app-data folder, most recent first, one entry per path.
 * A damaged list file reads as empty rather than blocking the home screen.
 */
export class RecentProjects {
  constructor(private readonly file: string) {}

  /** The entries whose project file still exists. */
  list(): RecentProject[] {
    return this.read().filter((entry) => fs.existsSync(entry.path));
  }

  /** Puts the project first, replacing an older entry for the same path. */
  add(entry: RecentProject): void {
    const rest = this.read().filter((item) => item.path !== entry.path);
    const items = [entry, ...rest].slice(0, RECENT_PROJECTS_LIMIT);
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    writeFileAtomic(this.file, `${JSON.stringify(items, null, 2)}\n`);
  }

  /** Empties the list; how many entries it held (still existing or not). */
  clear(): number {
    const count = this.read().length;
    if (count === 0 && !fs.existsSync(this.file)) return 0;
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    writeFileAtomic(this.file, '[]\n');
    return count;
  }

  private read(): RecentProject[] {
    let text: string;
    try {
      text = fs.readFileSync(this.file, 'utf8');
    } catch {
      return [];
    }
    try {
      const parsed = RecentFileSchema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : [];
    } catch {
      return [];
    }
  }
}
