import type { FastifyInstance } from 'fastify';
import type { GatewayServices } from '../services.ts';
import { relayMedia } from './media-relay.ts';
import { tenantOf } from './tenant-of.ts';

const SAFE_NAME = /^[\w.\- ()]+$/;

/** Product images and files, fetched from the tenant's upstream and cached by the browser. */
export async function registerMedia(app: FastifyInstance, services: GatewayServices): Promise<void> {
  for (const kind of ['images', 'files'] as const) {
    app.get<{ Params: { name: string } }>(`/media/${kind}/:name`, (request, reply) => {
      const api = tenantOf(request, services).erp.catalogue;
      return relayMedia(request, reply, SAFE_NAME, (name) => (kind === 'images' ? api.image(name) : api.file(name)), 'media fetch failed');
    });
  }
}
