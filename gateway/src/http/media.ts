import type { FastifyInstance } from 'fastify';
import type { GatewayServices } from '../services.ts';
import { tenantOf } from './tenant-of.ts';

const SAFE_NAME = /^[\w.\- ()]+$/;

/** Product images and files, fetched from the tenant's upstream and cached by the browser. */
export async function registerMedia(app: FastifyInstance, services: GatewayServices): Promise<void> {
  for (const kind of ['images', 'files'] as const) {
    app.get<{ Params: { name: string } }>(`/media/${kind}/:name`, async (request, reply) => {
      const { name } = request.params;
      if (!SAFE_NAME.test(name)) return reply.code(400).send({ error: 'bad name' });
      const api = tenantOf(request, services).api;
      try {
        const res = kind === 'images' ? await api.image(name) : await api.file(name);
        if (!res) return reply.code(404).send({ error: 'not found' });
        return reply
          .header('content-type', res.contentType)
          .header('cache-control', 'public, max-age=3600')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .send(res.body);
      } catch (err) {
        request.log.warn({ err }, 'media fetch failed');
        return reply.code(502).send({ error: 'upstream unavailable' });
      }
    });
  }
}
