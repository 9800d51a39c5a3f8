import fs from 'node:fs';
import path from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims the data folder for this process. The embedded database is one process's file, and a
 * second process writing it would corrupt it, so a running service (or an admin command) holds
 * a lock file with its pid; a lock left by a process that has died is taken over.
 * Returns the release function.
 */
export function lockDataFolder(folder: string): () => void {
  fs.mkdirSync(folder, { recursive: true });
  const lockFile = path.join(folder, 'service.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new Error(`Another Flipbook Cloud process (pid ${holder}) is using ${folder}. Stop it first, or share a PostgreSQL database through DATABASE_URL.`);
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${folder}`);
}
