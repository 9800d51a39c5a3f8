import fs from 'node:fs';
import path from 'node:path';
import type { Handlers } from '../../shared/api/contract.js';
import { APP_NAME, APP_VERSION } from '../../shared/constants.js';
import { AppError } from '../../shared/errors/app-error.js';
import type { EngineContext } from '../engine/context.js';

export function appHandlers(ctx: EngineContext): Pick<Handlers, 'app.info' | 'app.paths' | 'app.showInFolder' | 'app.takeOpenRequests'> {
  return {
    'app.info': async () => ({ name: APP_NAME, version: APP_VERSION, platform: ctx.platform.hostName }),
    'app.paths': async () => ({
      home: ctx.platform.homeDir,
      defaultProjectDir: ctx.platform.documentsDir,
      defaultPublishDir: path.join(ctx.platform.documentsDir, 'Published'),
    }),
    'app.showInFolder': async ({ path: item }) => {
      if (!path.isAbsolute(item)) throw new AppError('PATH_FORMAT', {}, item);
      // A book deleted since it was written is not an error worth a message: nothing is shown.
      if (!fs.existsSync(item)) return { shown: false };
      return { shown: await ctx.platform.showInFolder(item) };
    },
    'app.takeOpenRequests': async () => ({ paths: ctx.openRequests.take() }),
  };
}
