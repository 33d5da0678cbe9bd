import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isServiceError } from '../context/service-error.ts';
import { catalogueBookFile, type BookFile } from '../content/catalogue-book.ts';
import { isErpFailure } from '../erp/erp-failure.ts';
import type { GatewayServices } from '../services.ts';
import { requestContextOf } from './request-context-of.ts';

const PAGE = /^([1-9]\d{0,3})\.svg$/;
const PDF = /^[\w.-]{1,80}\.pdf$/;

/**
 * The printed catalogue relayed from the upstream: `/catalogue/pages/<n>.svg`,
 * `/catalogue/catalogo.pdf`, `/catalogue/suppliers/<file>.pdf`, `/catalogue/colours/<file>.pdf`.
 */
export async function registerCatalogueBook(app: FastifyInstance, services: GatewayServices): Promise<void> {
  async function relay(request: FastifyRequest, reply: FastifyReply, wanted: BookFile | null, type: string) {
    if (!wanted) return reply.code(404).send({ error: 'NOT_FOUND' });
    try {
      const res = await catalogueBookFile(requestContextOf(request, services), wanted);
      if (!res.contentType.startsWith(type)) {
        request.log.warn({ contentType: res.contentType }, 'catalogue file of an unexpected type');
        return reply.code(502).send({ error: 'UPSTREAM_BAD_REPLY' });
      }
      return reply
        .header('content-type', type === 'application/pdf' ? type : 'image/svg+xml')
        .header('cache-control', 'public, max-age=600')
        .header('x-content-type-options', 'nosniff')
        // An SVG opened on its own must not run anything.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(res.body);
    } catch (err) {
      if (isServiceError(err) && err.code === 'NOT_FOUND') return reply.code(404).send({ error: 'NOT_FOUND' });
      if (isErpFailure(err)) {
        request.log.warn({ err }, 'catalogue file: upstream failed');
        return reply.code(502).send({ error: 'UPSTREAM_UNAVAILABLE' });
      }
      throw err;
    }
  }

  app.get<{ Params: { name: string } }>('/catalogue/pages/:name', (request, reply) => {
    const match = PAGE.exec(request.params.name);
    return relay(request, reply, match ? { kind: 'page', n: Number(match[1]) } : null, 'image/svg+xml');
  });
  app.get('/catalogue/catalogo.pdf', (request, reply) => relay(request, reply, { kind: 'catalogue' }, 'application/pdf'));
  for (const kind of ['suppliers', 'colours'] as const) {
    app.get<{ Params: { name: string } }>(`/catalogue/${kind}/:name`, (request, reply) => {
      const { name } = request.params;
      return relay(request, reply, PDF.test(name) ? { kind, file: name } : null, 'application/pdf');
    });
  }
}
