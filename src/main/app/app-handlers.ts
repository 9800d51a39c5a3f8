import path from 'node:path';
import type { Handlers } from '../../shared/api/contract.js';
import { APP_NAME, APP_VERSION } from '../../shared/constants.js';
import type { EngineContext } from '../engine/context.js';

export function appHandlers(ctx: EngineContext): Pick<Handlers, 'app.info' | 'app.paths'> {
  return {
    'app.info': async () => ({ name: APP_NAME, version: APP_VERSION, platform: ctx.platform.hostName }),
    'app.paths': async () => ({
      home: ctx.platform.homeDir,
      defaultProjectDir: ctx.platform.documentsDir,
      defaultPublishDir: path.join(ctx.platform.documentsDir, 'Published'),
    }),
  };
}
