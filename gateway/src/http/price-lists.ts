import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isServiceError, type ServiceErrorCode } from '../context/service-error.ts';
import { isErpFailure } from '../erp/erp-failure.ts';
import { openPriceList, type PriceListFormat } from '../pricelists/price-list-service.ts';
import type { GatewayServices } from '../services.ts';
import { requestContextOf } from './request-context-of.ts';

const STATUS: Record<ServiceErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  TOO_MANY_REQUESTS: 429,
  UPSTREAM_UNAVAILABLE: 502,
  UPSTREAM_BAD_REPLY: 502,
};

const ID = /^[1-9]\d{0,8}$/;
/** Files produced at once by one gateway: each takes a core for seconds on a large catalogue. */
const MAX_CONCURRENT = 4;
let producing = 0;

function idParam(value: unknown): number | null | 'bad' {
  if (value === undefined || value === '') return null;
  return typeof value === 'string' && ID.test(value) ? Number(value) : 'bad';
}

function refuse(reply: FastifyReply, status: number, code: string, message?: string) {
  return reply.code(status).header('cache-control', 'no-store').send({ error: code, message: message ?? code });
}

/**
 * Live price lists: `GET /pricelists/current.xlsx|pdf[?customerId=…|listId=…]`. The session and
 * the roles are checked before a byte is sent; the file is then streamed as it is produced.
 */
export async function registerPriceLists(app: FastifyInstance, services: GatewayServices): Promise<void> {
  for (const format of ['xlsx', 'pdf'] as const satisfies readonly PriceListFormat[]) {
    app.get<{ Querystring: { customerId?: string; listId?: string } }>(
      `/pricelists/current.${format}`,
      // A HEAD would produce the whole file only to drop it.
      { exposeHeadRoute: false },
      async (request, reply) => {
        const customerId = idParam(request.query.customerId);
        const listId = idParam(request.query.listId);
        if (customerId === 'bad' || listId === 'bad') return refuse(reply, 400, 'BAD_USER_INPUT', 'Richiesta non valida');
        const ctx = requestContextOf(request, services);
        let download;
        try {
          download = await openPriceList(ctx, format, { customerId, listId });
        } catch (err) {
          if (isServiceError(err)) return refuse(reply, STATUS[err.code], err.code, err.userMessage);
          if (isErpFailure(err)) {
            request.log.warn({ err }, 'price list: upstream failed');
            return refuse(reply, 502, 'UPSTREAM_UNAVAILABLE');
          }
          throw err;
        }
        if (producing >= MAX_CONCURRENT)
          return refuse(reply, 429, 'TOO_MANY_REQUESTS', 'Troppi listini in preparazione, riprova tra poco');
        producing += 1;
        let released = false;
        const release = () => {
          if (!released) producing -= 1;
          released = true;
        };
        const body = new PassThrough({ highWaterMark: 64 * 1024 });
        // Whichever comes first: the writer ends, or the response stream closes (a client that
        // went away may leave a file library waiting for a 'finish' that never comes).
        body.once('close', release);
        download
          .write(body)
          .catch((err: unknown) => {
            request.log.error({ err }, 'price list generation failed');
            body.destroy(err instanceof Error ? err : new Error(String(err)));
          })
          .finally(release);
        return reply
          .header('content-type', download.contentType)
          .header('content-disposition', `attachment; filename="${download.fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(body);
      },
    );
  }
}
