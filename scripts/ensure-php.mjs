// The plug-in tests lint and run the generated PHP with Debian's php-cli; install it when
// it is missing and we may.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const PHP = process.env.FLIPBOOK_PHP ?? '/usr/bin/php';

if (!fs.existsSync(PHP)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `php-cli is needed for the plug-in tests but ${PHP} is missing. ` +
        'Install it with "sudo apt-get update && sudo apt-get install -y php-cli" (Debian/Ubuntu), ' +
        'or point FLIPBOOK_PHP at a php binary.',
    );
    process.exit(1);
  }
  console.log(`${PHP} is missing; installing Debian's php-cli…`);
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'php-cli']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) {
      console.error(`"apt-get ${args.join(' ')}" failed; install php-cli by hand and run the tests again.`);
      process.exit(1);
    }
  }
  if (!fs.existsSync(PHP)) {
    console.error(`apt-get finished but ${PHP} is still missing.`);
    process.exit(1);
  }
}
