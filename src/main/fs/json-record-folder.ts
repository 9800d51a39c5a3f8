import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { writeFileAtomic } from './atomic-write.js';

/**
 * A folder of small JSON records, one file per id (`<id>.json`), each written atomically and
 * read back through its schema. A file that cannot be read or does not fit the schema counts as
 * absent, so one damaged record never hides the others. Callers check their ids' form first.
 */
export class JsonRecordFolder<T> {
  constructor(
    readonly dir: string,
    private readonly schema: z.ZodType<T>,
  ) {}

  write(id: string, record: T): void {
    fs.mkdirSync(this.dir, { recursive: true });
    writeFileAtomic(this.fileOf(id), JSON.stringify(record));
  }

  read(id: string): T | null {
    return this.readFile(this.fileOf(id));
  }

  remove(id: string): void {
    fs.rmSync(this.fileOf(id), { force: true });
  }

  /** Every readable record, in no particular order. */
  all(): T[] {
    let names: string[];
    try {
      names = fs.readdirSync(this.dir).filter((name) => name.endsWith('.json'));
    } catch {
      return [];
    }
    return names.flatMap((name) => {
      const record = this.readFile(path.join(this.dir, name));
      return record === null ? [] : [record];
    });
  }

  private readFile(file: string): T | null {
    try {
      const parsed = this.schema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  private fileOf(id: string): string {
    return path.join(this.dir, `${id}.json`);
  }
}
