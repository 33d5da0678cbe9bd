import type { FastifyInstance } from 'fastify';
import { isServiceError } from '../context/service-error.ts';
import { documentPdf } from '../documents/documents-service.ts';
import type { GatewayServices } from '../services.ts';
import { isErpFailure } from '../erp/erp-failure.ts';
import { requestContextOf } from './request-context-of.ts';

const FILE = /^(\d{1,9}-\d{1,12})\.pdf$/u;

/**
 * `GET /documents/{id}.pdf`: a document's PDF, streamed from the ERP's report address after
 * checking that the document is the viewer's (DESIGN §4). Every other id — malformed, of another
 * customer, or missing — answers the same 404, so ids cannot be probed.
 */
export async function registerDocumentPdf(app: FastifyInstance, services: GatewayServices): Promise<void> {
  app.get<{ Params: { file: string } }>('/documents/:file', async (request, reply) => {
    const notFound = () => reply.code(404).header('cache-control', 'no-store').send({ error: 'NOT_FOUND' });
    const id = FILE.exec(request.params.file)?.[1];
    if (!id) return notFound();
    const ctx = requestContextOf(request, services);
    try {
      const { document, pdf } = await documentPdf(ctx, id);
      const name =
        `${document.section || 'documento'}-${document.number}-${document.date.slice(0, 4)}.pdf`.replace(
          /[^\w.-]/gu,
          '_',
        );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pdf.body);
    } catch (err) {
      if (isServiceError(err)) {
        if (err.code === 'UNAUTHENTICATED')
          return reply.code(401).header('cache-control', 'no-store').send({ error: err.code });
        return notFound();
      }
      if (isErpFailure(err)) {
        request.log.warn({ err }, 'document pdf: upstream failed');
        return reply.code(502).send({ error: 'UPSTREAM_UNAVAILABLE' });
      }
      throw err;
    }
  });
}
