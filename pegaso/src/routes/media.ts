import type { FastifyInstance } from 'fastify';
import { productLook } from '../db/products.ts';
import { simplePdf } from '../demo/pdf.ts';
import { productSvg } from '../demo/svg.ts';
import { companyOf, type RouteContext } from './context.ts';

const notFound = { Errore: 'File non trovato' };

/** Generated pictures (`<sku>-<n>.svg`, n = colour position) and technical sheets (`<sku>.pdf`). */
export function mediaRoutes(app: FastifyInstance, { db }: RouteContext): void {
  app.get('/images/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    const match = /^(.+)-(\d+)\.svg$/.exec(name);
    const look = match ? await productLook(db, companyOf(request), match[1] as string) : null;
    if (!match || !look) return reply.code(404).send(notFound);
    const n = Number(match[2]);
    const colour = look.colours[n - 1] ?? look.colours[0];
    const svg = productSvg({
      sku: match[1] as string,
      category: look.category,
      hexColor: colour?.hexColor ?? 0x9aa5b1,
      colourName: colour?.color,
    });
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });

  app.get('/files/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    const match = /^(.+?)(-taglie)?\.pdf$/.exec(name);
    const look = match ? await productLook(db, companyOf(request), match[1] as string) : null;
    if (!match || !look) return reply.code(404).send(notFound);
    const sizes = Boolean(match[2]);
    const pdf = simplePdf([
      sizes ? 'Tabella taglie' : 'Scheda tecnica',
      `${match[1]} - ${look.name}`,
      `Categoria: ${look.category}`,
      `Colori: ${look.colours.map((c) => c.color).join(', ') || 'unico'}`,
    ]);
    return reply
      .type('application/pdf')
      .header('cache-control', 'public, max-age=86400')
      .header('content-disposition', `inline; filename="${name}"`)
      .send(pdf);
  });
}
