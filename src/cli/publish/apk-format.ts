import { isValidVersionCode } from '../../shared/validation/apk-fields.js';
import type { PublishFormatCli } from './publish-format.js';

const REQUIRED = ['app-id', 'app-name', 'version-code', 'version-name', 'keystore', 'keystore-password'] as const;

/** `--format apk`: a signed Android app (.apk) with the book inside. */
export const apkFormat: PublishFormatCli = {
  values: [...REQUIRED, 'icon'],
  pathValues: ['keystore', 'icon'],
  flags: [],
  usage: `  --app-id <id>              the application ID, such as com.acme.book (letters and digits, dot-separated)
  --app-name <name>          the name under the launcher icon
  --version-code <n>         the version number: one more than the last release of this ID
  --version-name <text>      the version users see, such as 1.0
  --keystore <file.p12>      the signature (create one with: flipbook keystore create)
  --keystore-password <pw>   the signature's password
  --icon <picture>           the launcher icon (PNG or JPG); the viewer's own icon when absent`,
  check(command) {
    if (!command.output.toLowerCase().endsWith('.apk')) return 'The output file must end in .apk';
    const missing = REQUIRED.filter((name) => command.values[name] === undefined);
    if (missing.length > 0) return `Missing --${missing.join(', --')} for --format apk`;
    if (!/^\d+$/.test(command.values['version-code'] ?? '') || !isValidVersionCode(Number(command.values['version-code']))) {
      return 'Option --version-code must be a whole number, 1 or more';
    }
    return null;
  },
  async run(client, command) {
    const value = (name: string) => command.values[name] ?? '';
    const result = await client.call('publish.apk', {
      outPath: command.output,
      appId: value('app-id'),
      appName: value('app-name'),
      versionCode: Number(value('version-code')),
      versionName: value('version-name'),
      keystorePath: value('keystore'),
      keystorePassword: value('keystore-password'),
      iconPath: command.values.icon ?? null,
    });
    return result.outPath;
  },
};
