// The APK tests check published APKs with Debian's Android tools (apksigner, aapt,
// zipalign) and keystores with keytool; rebuilding the viewer needs apktool. Install them
// when missing and we may. Publishing itself needs none of them: it is plain TypeScript.
import { spawnSync } from 'node:child_process';

const TOOLS = ['apksigner', 'aapt', 'zipalign', 'apktool', 'keytool', 'java'];
const PACKAGES = ['apksigner', 'aapt', 'zipalign', 'apktool', 'default-jdk-headless'];

const onPath = (tool) => spawnSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).status === 0;
const missing = TOOLS.filter((tool) => !onPath(tool));

if (missing.length > 0) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const install = `apt-get install -y --no-install-recommends ${PACKAGES.join(' ')}`;
  if (!isRoot) {
    console.error(`The APK tests need ${missing.join(', ')}. Install them with "sudo apt-get update && sudo ${install}" (Debian/Ubuntu).`);
    process.exit(1);
  }
  console.log(`${missing.join(', ')} missing; installing Debian's Android tools…`);
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...PACKAGES]]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) {
      console.error(`"apt-get ${args.join(' ')}" failed; install ${PACKAGES.join(' ')} by hand and run the tests again.`);
      process.exit(1);
    }
  }
  const still = TOOLS.filter((tool) => !onPath(tool));
  if (still.length > 0) {
    console.error(`apt-get finished but ${still.join(', ')} is still missing.`);
    process.exit(1);
  }
}
