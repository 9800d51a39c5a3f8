import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PHP } from '../../../src/main/publish/plugins/testing/php.js';
import { freePorts } from './free-ports.js';

/** Debian's WordPress package and MariaDB server, which ensure-test-tools installs. */
export const WORDPRESS_DIR = process.env.FLIPBOOK_WORDPRESS ?? '/usr/share/wordpress';
const MARIADBD = process.env.FLIPBOOK_MARIADBD ?? '/usr/sbin/mariadbd';
const INSTALL_DB = process.env.FLIPBOOK_MARIADB_INSTALL_DB ?? '/usr/bin/mariadb-install-db';

export interface WordPressSite {
  url: string;
  pluginsDir: string;
  /** Runs PHP with WordPress loaded; `code` is the body of a function, whose echo is returned. */
  php(code: string): string;
  /** What WordPress logged (notices, warnings, errors) while the site ran. */
  debugLog(): string;
  stop(): Promise<void>;
}

/** Stops a child and waits for it to be gone, so its folder can be removed. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  await gone;
}

/** Waits until `ready` holds or the child ends (which is a failure with its output). */
async function waitFor(child: ChildProcess, output: () => string, ready: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} ended with ${child.exitCode}:\n${output()}`);
    if (await ready()) return;
    await sleep(100);
  }
}

/** A throwaway MariaDB on a Unix socket in `folder`, with an empty database `wordpress`. */
async function startMariaDb(folder: string): Promise<{ socket: string; stop: () => Promise<void> }> {
  const data = path.join(folder, 'mysql');
  const socket = path.join(folder, 'mysql.sock');
  const user = typeof process.getuid === 'function' && process.getuid() === 0 ? ['--user=root'] : [];
  const init = spawnSync(INSTALL_DB, ['--no-defaults', `--datadir=${data}`, '--auth-root-authentication-method=normal', '--skip-test-db', ...user], { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`mariadb-install-db failed:\n${init.stdout}${init.stderr}`);
  let log = '';
  const server = spawn(MARIADBD, ['--no-defaults', `--datadir=${data}`, `--socket=${socket}`, '--skip-networking', `--pid-file=${path.join(folder, 'mysql.pid')}`, ...user], { stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitFor(server, () => log, () => /ready for connections/.test(log), 'mariadbd');
  const created = spawnSync('mariadb', ['--no-defaults', `--socket=${socket}`, '-uroot', '-e', 'CREATE DATABASE wordpress CHARACTER SET utf8mb4'], { encoding: 'utf8' });
  if (created.status !== 0) {
    await stopChild(server);
    throw new Error(`could not create the database:\n${created.stderr}`);
  }
  return { socket, stop: () => stopChild(server) };
}

/** A theme that prints each post's content as WordPress filters it (paragraphs and shortcodes). */
const THEME_INDEX = `<?php ?><!doctype html>
<html <?php language_attributes(); ?>><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><?php wp_head(); ?>
<style>body{margin:0;font-family:sans-serif}main{max-width:650px;margin:0 auto;padding:0 10px}</style></head>
<body><main>
<?php while ( have_posts() ) : the_post(); ?><article id="post-<?php the_ID(); ?>"><h1><?php the_title(); ?></h1><?php the_content(); ?></article><?php endwhile; ?>
</main><?php wp_footer(); ?></body></html>
`;

function writeConfig(site: string, socket: string, url: string): void {
  const salts = ['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT']
    .map((name, index) => `define('${name}', 'flipbook-test-${index}');`)
    .join('\n');
  fs.writeFileSync(
    path.join(site, 'wp-config.php'),
    `<?php
define('DB_NAME', 'wordpress');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', 'localhost:${socket}');
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
$table_prefix = 'wp_';
${salts}
define('WP_HOME', '${url}');
define('WP_SITEURL', '${url}');
define('WP_CONTENT_DIR', __DIR__ . '/wp-content');
define('WP_CONTENT_URL', '${url}/wp-content');
define('WP_DEBUG', true);
define('WP_DEBUG_LOG', __DIR__ . '/debug.log');
define('WP_DEBUG_DISPLAY', false);
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_HTTP_BLOCK_EXTERNAL', true);
if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');
require_once ABSPATH . 'wp-settings.php';
`,
  );
}

/**
 * A WordPress site of its own: Debian's WordPress (its folders linked) with a config, a
 * content folder and a theme in a temporary folder, a throwaway MariaDB, and PHP's built-in
 * server on loopback. Installed and ready for plug-ins to be unzipped into `pluginsDir`.
 */
export async function startWordPressSite(): Promise<WordPressSite> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-wordpress-'));
  const site = path.join(folder, 'site');
  fs.mkdirSync(site);
  for (const entry of fs.readdirSync(WORDPRESS_DIR)) {
    if (entry === 'wp-config.php' || entry === 'wp-content') continue;
    // The top-level files are copied: PHP resolves a linked file's __FILE__ to its real place,
    // so a linked wp-load.php would read Debian's own wp-config.php instead of this site's.
    const source = path.join(WORDPRESS_DIR, entry);
    if (fs.statSync(source).isDirectory()) fs.symlinkSync(source, path.join(site, entry));
    else fs.copyFileSync(source, path.join(site, entry));
  }
  const pluginsDir = path.join(site, 'wp-content', 'plugins');
  const theme = path.join(site, 'wp-content', 'themes', 'flipbook-test');
  fs.mkdirSync(pluginsDir, { recursive: true });
  fs.mkdirSync(theme, { recursive: true });
  fs.writeFileSync(path.join(theme, 'style.css'), '/*\nTheme Name: Flipbook Test\n*/\n');
  fs.writeFileSync(path.join(theme, 'index.php'), THEME_INDEX);

  const database = await startMariaDb(folder);
  const [port] = await freePorts(1);
  const url = `http://127.0.0.1:${port}`;
  writeConfig(site, database.socket, url);

  const php = (code: string, installing = false): string => {
    const script = path.join(folder, 'run.php');
    fs.writeFileSync(
      script,
      `<?php
$_SERVER['HTTP_HOST'] = '127.0.0.1:${port}';
$_SERVER['REQUEST_URI'] = '/';
${installing ? "define('WP_INSTALLING', true);" : ''}
require '${site}/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
(function () { ${code} })();
`,
    );
    const run = spawnSync(PHP, [script], { cwd: site, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`PHP failed (${run.status}):\n${run.stdout}${run.stderr}`);
    return run.stdout;
  };

  let server: ChildProcess | null = null;
  const stop = async () => {
    if (server) await stopChild(server);
    await database.stop();
    fs.rmSync(folder, { recursive: true, force: true });
  };
  try {
    // WP_INSTALLING before WordPress loads: else an uninstalled site answers with a redirect and exits.
    const installed = php(
      `require_once ABSPATH . 'wp-admin/includes/upgrade.php';
      wp_install('Flipbook test site', 'admin', 'admin@example.test', false, '', 'admin-secret');
      switch_theme('flipbook-test');
      echo is_blog_installed() ? 'installed' : 'not installed';`,
      true,
    );
    if (!installed.endsWith('installed') || installed.endsWith('not installed')) throw new Error(`WordPress did not install:\n${installed}`);
    let log = '';
    // Several workers: the reader's files load in parallel, as they do from a real web server.
    server = spawn(PHP, ['-S', `127.0.0.1:${port}`, '-t', site], { cwd: site, env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' }, stdio: ['ignore', 'pipe', 'pipe'] });
    server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const running = server;
    // Any answer from WordPress will do (the login page may redirect); a 5xx means not yet.
    const answers = () => fetch(`${url}/wp-login.php`, { redirect: 'manual' }).then((response) => response.status < 500, () => false);
    await waitFor(running, () => log, answers, 'php -S');
  } catch (error) {
    await stop();
    throw error;
  }
  const debugLog = () => (fs.existsSync(path.join(site, 'debug.log')) ? fs.readFileSync(path.join(site, 'debug.log'), 'utf8') : '');
  return { url, pluginsDir, php, debugLog, stop };
}
