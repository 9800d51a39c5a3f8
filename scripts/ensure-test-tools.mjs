// The tests compare our output against Debian's own tools (oracles) and drive Debian's
// Chromium, Firefox ESR and WebKitGTK. Install whatever is missing when we run as root;
// otherwise say what to run.
// Publishing and importing need none of these: only the tests do.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Debian keeps PostgreSQL's server programs in /usr/lib/postgresql/<major>/bin, off PATH, so
 * initdb is looked for there (any major will do), under FLIPBOOK_PG_BIN, and on PATH.
 */
const hasInitdb = () => {
  const debian = '/usr/lib/postgresql';
  const dirs = fs.existsSync(debian) ? fs.readdirSync(debian).map((major) => path.join(debian, major, 'bin')) : [];
  if (process.env.FLIPBOOK_PG_BIN) dirs.unshift(process.env.FLIPBOOK_PG_BIN);
  return dirs.some((dir) => fs.existsSync(path.join(dir, 'initdb'))) || onPath('initdb');
};

/** Each tool the tests call, how we find it, and the Debian package that brings it. */
const TOOLS = [
  { name: 'chromium', path: process.env.FLIPBOOK_CHROMIUM ?? '/usr/bin/chromium', pkg: 'chromium' },
  // The reader's cross-engine tests (tests/e2e/reader-engines.e2e.ts): Firefox over WebDriver BiDi,
  // and WebKitGTK (the engine of Safari) through its WebDriver, in a virtual X display.
  { name: 'firefox-esr', path: process.env.FLIPBOOK_FIREFOX ?? '/usr/bin/firefox-esr', pkg: 'firefox-esr' },
  { name: 'WebKitWebDriver', path: process.env.FLIPBOOK_WEBKIT_DRIVER ?? '/usr/bin/WebKitWebDriver', pkg: 'webkit2gtk-driver' },
  { name: 'Xvfb', pkg: 'xvfb' },
  { name: 'php', path: process.env.FLIPBOOK_PHP ?? '/usr/bin/php', pkg: 'php-cli' },
  { name: 'pdftoppm', pkg: 'poppler-utils' },
  { name: 'pdfinfo', pkg: 'poppler-utils' },
  { name: 'mutool', pkg: 'mupdf-tools' },
  { name: 'qpdf', pkg: 'qpdf' },
  { name: 'zbarimg', pkg: 'zbar-tools' },
  { name: 'apksigner', pkg: 'apksigner' },
  { name: 'aapt', pkg: 'aapt' },
  { name: 'zipalign', pkg: 'zipalign' },
  { name: 'apktool', pkg: 'apktool' },
  // Reads the viewer's classes.dex back, so a test sees the speech bridge the APK really carries.
  { name: 'baksmali', pkg: 'libsmali-java' },
  { name: 'keytool', pkg: 'default-jdk-headless' },
  { name: 'java', pkg: 'default-jdk-headless' },
  // The cloud service's tests start throwaway clusters of their own (tests/support/postgres-cluster.ts).
  { name: 'initdb', check: hasInitdb, pkg: 'postgresql' },
  // A real WordPress site for the published plug-ins (tests/e2e/support/wordpress-site.ts):
  // Debian's WordPress with PHP's MySQL driver, and a throwaway MariaDB server.
  { name: 'wordpress', check: () => fs.existsSync(path.join(process.env.FLIPBOOK_WORDPRESS ?? '/usr/share/wordpress', 'wp-load.php')), pkg: 'wordpress' },
  { name: 'mariadbd', path: process.env.FLIPBOOK_MARIADBD ?? '/usr/sbin/mariadbd', pkg: 'mariadb-server' },
];

const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
const present = (tool) => (tool.check ? tool.check() : tool.path ? fs.existsSync(tool.path) : onPath(tool.name));

const missing = TOOLS.filter((tool) => !present(tool));
if (missing.length > 0) {
  const packages = [...new Set(missing.map((tool) => tool.pkg))];
  const install = `apt-get install -y --no-install-recommends ${packages.join(' ')}`;
  const names = missing.map((tool) => tool.name).join(', ');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`The tests need ${names}. Install them with "sudo apt-get update && sudo ${install}" (Debian/Ubuntu).`);
    process.exit(1);
  }
  console.log(`${names} missing; installing ${packages.join(' ')} from Debian…`);
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...packages]]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) {
      console.error(`"apt-get ${args.join(' ')}" failed; run "${install}" by hand and the tests again.`);
      process.exit(1);
    }
  }
  const still = TOOLS.filter((tool) => !present(tool)).map((tool) => tool.name);
  if (still.length > 0) {
    console.error(`apt-get finished but ${still.join(', ')} is still missing.`);
    process.exit(1);
  }
}
