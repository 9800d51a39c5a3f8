import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../shared/errors/app-error.js';
import type { ServerContext } from '../server-context.js';
import { createTusServer, TUS_PATH } from '../uploads/tus-endpoint.js';
import { tusStoreFor, type TusStore } from '../uploads/tus-store.js';
import { completeUpload, createUpload, uploadState } from '../uploads/upload-service.js';
import { abandonUpload } from '../uploads/abandon-upload.js';
import { removeTusUploadsOf } from '../uploads/tus-cleanup.js';
import { bearerToken } from './authenticate.js';
import { userOfToken } from '../accounts/sessions.js';
import { parseInput } from './parse-input.js';
import { statusOf } from './reply-error.js';

/** A manifest's shape; what its values may be (paths, sizes, hashes) is "checking", in manifest-rules.ts. */
const CreateUploadBody = z.object({
  title: z.string().max(500).optional(),
  keywords: z.string().max(2000).optional(),
  description: z.string().max(10_000).optional(),
  category: z.string().max(200).optional(),
  htmlTextVersion: z.boolean().optional(),
  overwriteBookId: z.string().min(1).max(100).optional(),
  files: z.array(z.object({ path: z.string().max(1000), size: z.number(), sha256: z.string().max(100) })).max(100_000),
});

const UploadParams = z.object({ id: z.string().min(1).max(100) });

/** The tus methods the app uses; GET is not served (a finished upload is read from the books origin). */
const TUS_METHODS = ['POST', 'PATCH', 'HEAD', 'DELETE', 'OPTIONS'] as const;

/** Uploads are the app's: only its bearer token is taken, never the web page's cookie. */
async function caller(ctx: ServerContext, token: string | null): Promise<string> {
  if (token === null) throw new AppError('UNAUTHORIZED');
  return userOfToken(ctx, token, 'access');
}

/**
 * The upload API (desktop-app.md's upload steps): `POST /api/v1/uploads` creates the task
 * and answers what is missing, the tus endpoint under `/api/v1/tus/` takes the missing
 * files resumably, `POST /api/v1/uploads/:id/complete` publishes the version,
 * `GET /api/v1/uploads/:id` tells an app restarted part-way where it stands and
 * `DELETE /api/v1/uploads/:id` gives an unfinished one up.
 */
export function uploadRoutes(ctx: ServerContext, options: { tusStore?: TusStore } = {}): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    const tusStore = options.tusStore ?? tusStoreFor(ctx.storage);
    app.post('/api/v1/uploads', async (request, reply) => {
      const userId = await caller(ctx, bearerToken(request));
      const body = parseInput(CreateUploadBody, request.body);
      const created = await createUpload(ctx, userId, { ...body, title: body.title ?? '' });
      return reply.code(201).send(created);
    });

    app.get('/api/v1/uploads/:id', async (request) => {
      const userId = await caller(ctx, bearerToken(request));
      const { id } = parseInput(UploadParams, request.params);
      return uploadState(ctx, userId, id);
    });

    // The app's Discard: the upload is given up, and a new book it was making goes with it.
    app.delete('/api/v1/uploads/:id', async (request, reply) => {
      const userId = await caller(ctx, bearerToken(request));
      const { id } = parseInput(UploadParams, request.params);
      return reply.send(await abandonUpload(ctx, userId, id, tusStore));
    });

    app.post('/api/v1/uploads/:id/complete', async (request, reply) => {
      const userId = await caller(ctx, bearerToken(request));
      const { id } = parseInput(UploadParams, request.params);
      const result = await completeUpload(ctx, userId, id);
      if (result.kind === 'done') {
        // What creating requests cut short left (the app sent those files again) is of no more use.
        await removeTusUploadsOf(ctx, tusStore, id);
        return reply.send({ bookId: result.bookId, versionId: result.versionId });
      }
      // The upload stays open: the app sends what is listed and completes again.
      const error = new AppError('UPLOAD_INCOMPLETE', { count: result.missing.length });
      const { detail: _detail, ...wire } = error.toJSON();
      return reply.code(statusOf(error)).send({ error: wire, missing: result.missing });
    });

    // tus reads the request itself: the body is left unread, and the reply is tus's to write.
    const tus = createTusServer(ctx, tusStore);
    app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
    for (const url of [TUS_PATH, `${TUS_PATH}/:id`]) {
      app.route({
        method: [...TUS_METHODS],
        url,
        exposeHeadRoute: false,
        handler: async (request, reply) => {
          reply.hijack();
          try {
            await tus.handle(request.raw, reply.raw);
          } catch (error) {
            request.log.error({ err: error }, 'tus request failed');
            if (!reply.raw.headersSent) reply.raw.writeHead(500, { 'content-type': 'application/json' });
            reply.raw.end(JSON.stringify({ error: new AppError('UNKNOWN').toJSON() }));
          }
        },
      });
    }
  };
}
