// The end-to-end tests drive Debian's Chromium; install it when it is missing and we may.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = process.env.FLIPBOOK_CHROMIUM ?? '/usr/bin/chromium';

if (!fs.existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is needed for the end-to-end tests but ${CHROMIUM} is missing. ` +
        'Install it with "sudo apt-get update && sudo apt-get install -y chromium" (Debian/Ubuntu), ' +
        'or point FLIPBOOK_CHROMIUM at a Chromium binary.',
    );
    process.exit(1);
  }
  console.log(`${CHROMIUM} is missing; installing Debian's chromium…`);
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) {
      console.error(`"apt-get ${args.join(' ')}" failed; install chromium by hand and run the tests again.`);
      process.exit(1);
    }
  }
  if (!fs.existsSync(CHROMIUM)) {
    console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
    process.exit(1);
  }
}
