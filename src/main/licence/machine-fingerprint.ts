import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The operating system's own id for this machine, or null when it has none to give. */
async function systemMachineId(platform: NodeJS.Platform): Promise<string | null> {
  try {
    if (platform === 'linux') {
      for (const file of ['/etc/machine-id', '/var/lib/dbus/machine-id']) {
        const id = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : '';
        if (id !== '') return id;
      }
      return null;
    }
    if (platform === 'darwin') {
      const { stdout } = await run('ioreg', ['-rd1', '-c', 'IOPlatformExpertDevice'], { timeout: 10_000 });
      return /"IOPlatformUUID"\s*=\s*"([^"]+)"/.exec(stdout)?.[1] ?? null;
    }
    if (platform === 'win32') {
      const { stdout } = await run('reg', ['query', 'HKLM\\SOFTWARE\\Microsoft\\Cryptography', '/v', 'MachineGuid'], { timeout: 10_000 });
      return /MachineGuid\s+REG_SZ\s+(\S+)/.exec(stdout)?.[1] ?? null;
    }
  } catch {
    // No id from the system: the app-data id below stands in.
  }
  return null;
}

/** An id made once and kept in app data, for a system that gives none. */
function appDataMachineId(folder: string): string {
  const file = path.join(folder, 'machine-id');
  fs.mkdirSync(folder, { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomUUID(), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/**
 * This machine's fingerprint: 16 bytes of a SHA-256 over the system's machine id, so the
 * service never sees the id itself. `testMachineId` (FLIPBOOK_TEST_MACHINE_ID, development
 * builds only) lets one test machine play two.
 */
export async function machineFingerprint(licenceFolder: string, testMachineId: string | null, platform: NodeJS.Platform = process.platform): Promise<string> {
  const id = testMachineId ?? (await systemMachineId(platform)) ?? appDataMachineId(licenceFolder);
  return crypto.createHash('sha256').update(`flipbook-machine-v1:${id}`).digest('hex').slice(0, 32);
}
