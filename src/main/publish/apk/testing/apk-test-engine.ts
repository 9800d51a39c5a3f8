import type { MethodArg, MethodResult } from '../../../../shared/api/contract.js';
import type { OpenProject } from '../../../engine/project-session.js';
import { createPublishTestEngine, type PublishTestEngine } from '../../testing/test-context.js';
import { defaultBaseApkPath, registerApkHandlers } from '../register-apk-handlers.js';

export interface ApkTestEngine extends PublishTestEngine {
  publishApk(arg: MethodArg<'publish.apk'>): Promise<MethodResult<'publish.apk'>>;
  createKeystore(arg: MethodArg<'keystore.create'>): Promise<MethodResult<'keystore.create'>>;
  lastRelease(appId: string): Promise<MethodResult<'publish.apkLastRelease'>>;
}

/** The publish test engine plus the APK handlers, with its own app-data folder (the release ledger). */
export function createApkTestEngine(options: { project: OpenProject | null; readerAssetsDir: string; appDataDir: string }): ApkTestEngine {
  const engine = createPublishTestEngine(options);
  engine.ctx.platform = { ...engine.ctx.platform, appDataDir: options.appDataDir };
  registerApkHandlers(engine.registry, engine.ctx, defaultBaseApkPath());
  const handler = <K extends 'publish.apk' | 'keystore.create' | 'publish.apkLastRelease'>(name: K) => {
    const found = engine.registry.get(name);
    if (found === undefined) throw new Error(`${name} is not registered`);
    return found;
  };
  return {
    ...engine,
    publishApk: (arg) => handler('publish.apk')({ iconPath: null, ...arg }),
    createKeystore: (arg) => handler('keystore.create')(arg),
    lastRelease: (appId) => handler('publish.apkLastRelease')({ appId }),
  };
}
