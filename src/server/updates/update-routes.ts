import type { FastifyInstance } from 'fastify';
import { FEED_FILE_NAME } from '../../shared/updates/update-feed.js';
import type { ObjectStorage } from '../store/object-storage.js';
import { UPDATES_PREFIX } from './update-release.js';

/**
 * `GET /updates/<file>`: the update feed and installers, for electron-updater's generic
 * provider (its feed URL is `<service>/updates/`). Public: an installer is no secret, and the
 * app checks before anyone signs in. A feed is never cached, so a new release is seen at once.
 */
export function registerUpdateRoutes(app: FastifyInstance, storage: ObjectStorage): void {
  app.get<{ Params: { name: string } }>('/updates/:name', async (request, reply) => {
    const { name } = request.params;
    const notFound = () => reply.code(404).send({ error: { code: 'NOT_FOUND', messageKey: 'errors.requestError', message: 'Request Error', params: {} } });
    if (!FEED_FILE_NAME.test(name)) return notFound();
    const key = `${UPDATES_PREFIX}${name}`;
    const head = await storage.head(key);
    const body = head === null ? null : await storage.get(key);
    if (head === null || body === null) return notFound();
    const feed = name.endsWith('.yml');
    return reply
      .header('content-type', feed ? 'text/yaml; charset=utf-8' : 'application/octet-stream')
      .header('content-length', String(head.size))
      .header('cache-control', feed ? 'no-cache' : 'public, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(body);
  });
}
