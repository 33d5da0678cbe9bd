import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { isServiceError, type ServiceErrorCode } from '../context/service-error.ts';
import { requestContextOf } from '../http/request-context-of.ts';
import type { GatewayServices } from '../services.ts';
import { isErpFailure } from '../erp/erp-failure.ts';
import { jsonInSlices } from '../lib/json-in-slices.ts';
import { offlinePackage } from './offline-package-service.ts';

const STATUS: Partial<Record<ServiceErrorCode, number>> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404 };
const ID = /^[1-9]\d{0,8}$/;

/**
 * `GET /offline/package?customerId=…`: one customer's offline package as one JSON reply, which
 * the compression hook sends as brotli or gzip (a few MB for 20,000 products instead of the
 * listing's pages). Never cached by a proxy: it is one login's prices.
 */
export async function registerOfflinePackage(app: FastifyInstance, services: GatewayServices): Promise<void> {
  app.get<{ Querystring: { customerId?: string } }>('/offline/package', { exposeHeadRoute: false }, async (request, reply) => {
    const raw = request.query.customerId;
    reply.header('cache-control', 'private, no-store');
    if (typeof raw !== 'string' || !ID.test(raw))
      return reply.code(400).send({ error: 'BAD_USER_INPUT', message: 'Richiesta non valida' });
    try {
      // Written a slice at a time and sent in pieces: 30 MB of JSON at 20,000 products (lib/json-in-slices.ts).
      const { pieces, bytes } = await jsonInSlices(await offlinePackage(requestContextOf(request, services), Number(raw)));
      // The decoded size, known before compression: the device's progress bar reads against it
      // (Content-Length, when sent at all, counts compressed bytes the browser never shows).
      return reply.type('application/json; charset=utf-8').header('x-package-bytes', bytes).send(Readable.from(pieces, { objectMode: false }));
    } catch (err) {
      if (isServiceError(err) && STATUS[err.code])
        return reply.code(STATUS[err.code]!).send({ error: err.code, message: err.userMessage ?? err.code });
      if (isErpFailure(err) || isServiceError(err)) {
        request.log.warn({ err }, 'offline package: upstream failed');
        return reply.code(502).send({ error: 'UPSTREAM_UNAVAILABLE', message: 'UPSTREAM_UNAVAILABLE' });
      }
      throw err;
    }
  });
}
