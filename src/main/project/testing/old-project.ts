import sqlite from 'node-sqlite3-wasm';

/** Makes a project file look like one written before book ids (decision 0229). */
export function withoutBookId(file: string): void {
  const db = new sqlite.Database(file, { fileMustExist: true });
  try {
    db.run("DELETE FROM meta WHERE key = 'bookId'");
  } finally {
    db.close();
  }
}
