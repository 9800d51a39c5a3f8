import { execFile, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import type { Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

/**
 * A throwaway PostgreSQL cluster of the tests' own. `url` reaches it over its Unix socket:
 * `postgres://flipbook@/flipbook_test?host=<percent-encoded socket dir>` (pg's URL parser reads
 * an empty host plus a `host` query parameter as a socket directory).
 */
export type PostgresCluster = { url: string; stop(): Promise<void> };

const run = promisify(execFile);

/** The superuser initdb makes and the database the tests get. */
const USER = 'flipbook';
const DATABASE = 'flipbook_test';

/**
 * Only names the socket file (.s.PGSQL.5432): the cluster listens on no TCP port, and each
 * cluster has a socket directory of its own, so concurrent clusters cannot clash on it.
 */
const PORT = 5432;

/** PostgreSQL refuses to run as root; Debian's package makes this system user for it. */
const SERVER_USER = 'postgres';

/**
 * initdb and pg_ctl: FLIPBOOK_PG_BIN, else the newest of Debian's /usr/lib/postgresql/<major>/bin
 * (off PATH), else whatever PATH has.
 */
function findBinDir(): string | undefined {
  if (process.env.FLIPBOOK_PG_BIN) return process.env.FLIPBOOK_PG_BIN;
  const debian = '/usr/lib/postgresql';
  if (!fs.existsSync(debian)) return undefined;
  const majors = fs
    .readdirSync(debian)
    .filter((major) => fs.existsSync(path.join(debian, major, 'bin', 'initdb')))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  return majors[0] === undefined ? undefined : path.join(debian, majors[0], 'bin');
}

/** The uid and gid to run the server as, or undefined when we are not root and run it ourselves. */
function serverIdentity(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string): number => {
    const result = spawnSync('id', [flag, SERVER_USER], { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`PostgreSQL will not run as root and there is no "${SERVER_USER}" user to run it as (install Debian's postgresql package).`);
    }
    return Number(result.stdout.trim());
  };
  return { uid: id('-u'), gid: id('-g') };
}

/** A value for postgresql.conf, quoted as the file wants. */
const confString = (value: string): string => `'${value.replaceAll("'", "''")}'`;

export async function startPostgres(): Promise<PostgresCluster> {
  const binDir = findBinDir();
  const bin = (name: string): string => (binDir ? path.join(binDir, name) : name);
  const identity = serverIdentity();
  // As root, every PostgreSQL program runs as the server user through runuser.
  const asServer = (command: string, args: string[]): [string, string[]] =>
    identity ? ['runuser', ['-u', SERVER_USER, '--', command, ...args]] : [command, args];

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-pg-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  // Root can still reach everything in it; the server user needs to own it to write.
  if (identity) fs.chownSync(dir, identity.uid, identity.gid);

  // cwd is the temp dir because the server user may not be allowed into the caller's.
  const exec = async (command: string, args: string[]): Promise<void> => {
    const [file, argv] = asServer(command, args);
    try {
      await run(file, argv, { cwd: dir });
    } catch (error) {
      const { stderr } = error as { stderr?: string };
      const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
      throw new Error(`${command} ${args.join(' ')} failed: ${stderr ?? String(error)}\n${log}`.trim(), { cause: error });
    }
  };

  const stopArgs = ['stop', '-D', dataDir, '-m', 'immediate', '-w'];
  const watchdog = startWatchdog(dir, asServer(bin('pg_ctl'), stopArgs));
  let stopped = false;
  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    watchdog.kill('SIGKILL');
    // An immediate stop needs no checkpoint: the data is thrown away anyway.
    await exec(bin('pg_ctl'), stopArgs).catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  };

  try {
    // --locale=C: the machine's locale may not be generated, and C collates the same everywhere.
    await exec(bin('initdb'), ['-D', dataDir, '-A', 'trust', '-U', USER, '--no-sync', '-E', 'UTF8', '--locale=C']);
    // The settings go into postgresql.conf rather than pg_ctl -o, which pg_ctl hands to a shell.
    const settings = {
      listen_addresses: confString(''),
      unix_socket_directories: confString(dir),
      port: String(PORT),
      // Durability is worthless for a cluster that is deleted after the test.
      fsync: 'off',
      synchronous_commit: 'off',
      full_page_writes: 'off',
      // Several clusters may run at once on a small machine.
      shared_buffers: confString('16MB'),
      max_connections: '50',
    };
    const conf = Object.entries(settings).map(([key, value]) => `${key} = ${value}\n`).join('');
    fs.appendFileSync(path.join(dataDir, 'postgresql.conf'), `\n# tests/support/postgres-cluster.ts\n${conf}`);
    // -w waits until the server accepts connections; -l keeps the server off our stdout pipe,
    // which execFile would otherwise wait on for as long as the server runs.
    await exec(bin('pg_ctl'), ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '60']);

    const host = encodeURIComponent(dir);
    const admin = new pg.Client({ connectionString: `postgres://${USER}@/postgres?host=${host}` });
    await admin.connect();
    try {
      await admin.query(`create database ${DATABASE}`);
    } finally {
      await admin.end();
    }
    return { url: `postgres://${USER}@/${DATABASE}?host=${host}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * A crashed or killed test process never calls stop(), and the server it started would run on.
 * A detached shell waits for end-of-file on a pipe from this process, which comes however this
 * process ends (even SIGKILL), then stops the cluster and deletes its directory. It runs in a
 * session of its own so that a Ctrl+C to the test run's process group does not end it first.
 */
function startWatchdog(dir: string, [command, args]: [string, string[]]) {
  // The paths go in as arguments, never into the script's text, so nothing needs quoting.
  const script = 'read -r _ || :; dir=$1; shift; "$@" >/dev/null 2>&1; rm -rf "$dir"';
  const child = spawn('sh', ['-c', script, 'watchdog', dir, command, ...args], {
    stdio: ['pipe', 'ignore', 'ignore'],
    detached: true,
  });
  // Neither the child nor the pipe may keep this process alive.
  child.unref();
  (child.stdin as Socket).unref();
  return child;
}
