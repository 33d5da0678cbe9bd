import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { CatalogueCache } from './catalogue/cache.ts';
import type { Db } from './db/client.ts';
import { productCount } from './db/products.ts';
import { cartRoutes } from './routes/cart.ts';
import { checkoutRoutes } from './routes/checkout.ts';
import { cloudFileRoutes } from './routes/cloud-files.ts';
import { companies, companyOf, type RouteContext } from './routes/context.ts';
import { customerRoutes } from './routes/customers.ts';
import { documentRoutes } from './routes/documents.ts';
import { loginRoutes } from './routes/login.ts';
import { mediaRoutes } from './routes/media.ts';
import { catalogueBookRoutes } from './routes/catalogue-book.ts';
import { orderingRoutes } from './routes/ordering.ts';
import { pickupAdminRoutes } from './routes/pickup-admin.ts';
import { productRoutes } from './routes/products.ts';
import { promemoriaRoutes } from './routes/promemoria.ts';
import { reviewRoutes } from './routes/reviews.ts';
import { siteadminRoutes } from './routes/siteadmin.ts';
import { priceListRoutes } from './routes/price-lists.ts';
import { accountChangeRoutes } from './routes/account-changes.ts';
import { devOutboxRoutes } from './routes/dev-outbox.ts';
import { passwordRecoveryRoutes } from './routes/password-recovery.ts';
import { registrationContactRoutes } from './routes/registration-contact.ts';

/** The free-shipping threshold when none is configured: the shop's own default. */
export const DEFAULT_FREE_SHIPPING_AMOUNT = 390;

export interface UpstreamOptions {
  db: Db;
  /** Send the catalogue as JSON text (itemsNoParsed), as the ERP does for large catalogues. */
  itemsAsText?: boolean;
  /** Free shipping from this much of goods, VAT excluded (FREE_SHIPPING_AMOUNT, default 390; 0: none). */
  freeShippingAmount?: number;
  logger?: FastifyServerOptions['logger'];
  /** Serve the mail outbox at GET /dev/outbox (development and tests only; PEGASO_DEV_OUTBOX=1). */
  devOutbox?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-memory catalogue of each company; invalidate it after changing products. */
    catalogue: CatalogueCache;
  }
}

/** The reference upstream as a Fastify instance, not yet listening (tests use `inject`). */
export function buildUpstream(options: UpstreamOptions): FastifyInstance {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 20 * 1024 * 1024 });
  const ctx: RouteContext = {
    db: options.db,
    catalogue: new CatalogueCache(options.db),
    itemsAsText: options.itemsAsText ?? false,
    freeShippingAmount: options.freeShippingAmount ?? DEFAULT_FREE_SHIPPING_AMOUNT,
  };
  app.decorate('catalogue', ctx.catalogue);

  // The ERP's clients send form bodies, and getProducts sends JSON with the form content type:
  // routes get the raw text and read it as either (routes/context.ts, readFields).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  // Business failures are HTTP 200 with Errore; only malformed requests (4xx) and faults differ.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    return reply.code(status).send({ Errore: status === 500 ? 'Errore interno del server' : error.message });
  });
  app.setNotFoundHandler((request, reply) => {
    const first = request.url.split('/')[1] ?? '';
    const unknownCompany = /^\d+$/.test(first) && !companies.includes(Number(first));
    return reply.code(404).send({ Errore: unknownCompany ? 'Azienda sconosciuta' : 'Risorsa non trovata' });
  });

  app.get('/healthz', async () => ({ status: 'ok' }));
  if (options.devOutbox ?? ['1', 'true'].includes(process.env.PEGASO_DEV_OUTBOX ?? '')) devOutboxRoutes(app, options.db);

  app.register(
    async (company) => {
      company.addHook('onRequest', async (request, reply) => {
        if (!companies.includes(companyOf(request))) return reply.code(404).send({ Errore: 'Azienda sconosciuta' });
      });
      company.get('/healthz', async (request) => {
        const id = companyOf(request);
        return { status: 'ok', company: id, products: await productCount(options.db, id) };
      });
      for (const routes of [loginRoutes, customerRoutes, productRoutes, cartRoutes, reviewRoutes, promemoriaRoutes, mediaRoutes, catalogueBookRoutes, orderingRoutes, checkoutRoutes, documentRoutes, priceListRoutes, pickupAdminRoutes, siteadminRoutes, cloudFileRoutes, accountChangeRoutes, passwordRecoveryRoutes, registrationContactRoutes]) {
        routes(company, ctx);
      }
    },
    { prefix: '/:company' },
  );
  return app;
}
