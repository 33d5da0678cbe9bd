import type { FastifyInstance } from 'fastify';
import type { GatewayServices } from '../services.ts';
import { relayMedia } from './media-relay.ts';
import { tenantOf } from './tenant-of.ts';

const SAFE_NAME = /^[\w-][\w.-]{0,119}$/;

/**
 * Banner and homepage pictures uploaded to the cloud file API, fetched from the tenant's upstream
 * so that the browser loads them from the shop's own origin (the CSP allows no other).
 */
export async function registerCloudMedia(app: FastifyInstance, services: GatewayServices): Promise<void> {
  app.get<{ Params: { name: string } }>('/media/cloud/:name', (request, reply) =>
    relayMedia(
      request,
      reply,
      SAFE_NAME,
      (name) => tenantOf(request, services).erp.admin.cloudFile(name),
      'cloud file fetch failed',
    ),
  );
}
