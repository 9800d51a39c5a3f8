import { execFileSync } from 'node:child_process';

/**
 * Runs one of Debian's Android tools (apksigner, aapt, zipalign, keytool) and returns its
 * output; a failing tool throws with its output, so the test shows what it said.
 * scripts/ensure-test-tools.mjs installs them.
 */
export function runTool(tool: string, args: string[]): string {
  try {
    return execFileSync(tool, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C.UTF-8' } });
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${tool} ${args.join(' ')} failed:\n${failed.stdout ?? ''}${failed.stderr ?? failed.message}`);
  }
}

/** aapt's one-line facts about an APK: package name, versions and launcher label. */
export function badging(apk: string): { packageName: string; versionCode: string; versionName: string; label: string } {
  const out = runTool('aapt', ['dump', 'badging', apk]);
  const field = (pattern: RegExp) => pattern.exec(out)?.[1] ?? '';
  return {
    packageName: field(/^package: name='([^']*)'/m),
    versionCode: field(/versionCode='([^']*)'/),
    versionName: field(/versionName='([^']*)'/),
    label: field(/^application-label:'([^']*)'/m),
  };
}
