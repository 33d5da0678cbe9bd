import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildUpstream } from './app.ts';
import { openDatabase, type DatabaseOptions, type Db } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { defaultProductsPerCompany, isEmpty, seedDemoData } from './demo/seed.ts';
import { COMPANY_IDS } from './company-profile.ts';
import { startMailDelivery, type SmtpOptions } from './mail/smtp-delivery.ts';

export interface StartOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** Catalogue size when the database is empty and gets seeded (default 300). */
  productsPerCompany?: number;
  /** Companies seeded when the database is empty (default all four). */
  companies?: number[];
  itemsAsText?: boolean;
  /** Free shipping from this much of goods (default 390; 0: none). */
  freeShippingAmount?: number;
  /** Serve the mail outbox at /dev/outbox (default: PEGASO_DEV_OUTBOX=1 in the environment). */
  devOutbox?: boolean;
  /**
   * Default: in-memory PGlite. With `url` and no `schema`, a fresh `test_…` schema is used,
   * and dropped on close.
   */
  database?: DatabaseOptions;
  logger?: FastifyServerOptions['logger'];
  /** Build every company's catalogue in the background once listening, so no caller waits for it. */
  warmCatalogue?: boolean;
  /** Deliver the mail outbox by SMTP (server.ts: SMTP_URL); mails only wait in the outbox otherwise. */
  smtp?: Omit<SmtpOptions, 'log'>;
  /** Called before seeding an empty database (it takes a while for large catalogues). */
  onSeeding?: (productsPerCompany: number) => void;
}

export interface RunningUpstream {
  /** Base address, e.g. http://127.0.0.1:41234; company N's API is under `${url}/N`. */
  url: string;
  db: Db;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** Opens (and if needed migrates and seeds) the database, then listens. For tests and server.ts. */
export async function startUpstream(options: StartOptions = {}): Promise<RunningUpstream> {
  const database: DatabaseOptions = options.database?.url
    ? { ...options.database, schema: options.database.schema ?? `test_${randomBytes(5).toString('hex')}` }
    : (options.database ?? { memory: true });
  const db = await openDatabase(database);
  let app: FastifyInstance | undefined;
  try {
    await migrate(db);
    if (await isEmpty(db)) {
      const productsPerCompany = options.productsPerCompany ?? defaultProductsPerCompany;
      options.onSeeding?.(productsPerCompany);
      await seedDemoData(db, { productsPerCompany, companies: options.companies });
    }
    app = buildUpstream({
      db,
      itemsAsText: options.itemsAsText,
      freeShippingAmount: options.freeShippingAmount,
      logger: options.logger, devOutbox: options.devOutbox });
    const address = await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
    const running = app;
    if (options.warmCatalogue) {
      for (const company of COMPANY_IDS) running.catalogue.get(company).catch((error: unknown) => running.log.error(error));
    }
    const mail = options.smtp ? startMailDelivery(db, { ...options.smtp, log: running.log }) : null;
    return {
      url: address,
      db,
      app: running,
      async close() {
        await mail?.stop();
        await running.close();
        // Closing drops a `test_` schema (see openDatabase), leaving the server clean.
        await db.close();
      },
    };
  } catch (error) {
    await app?.close();
    await db.close();
    throw error;
  }
}
