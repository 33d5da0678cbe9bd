import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
// The web client's own list of its pages: one list for the router and for the 404 status here.
import { isClientPage } from '../../../web/src/lib/route-patterns.ts';

/**
 * A request the React app answers: a page address (no file extension, not an API path) asked
 * for by a browser or by a client that takes anything (curl, monitors). A missing asset such as
 * /assets/x.js stays a 404, so that a stale page does not receive HTML in place of a script.
 */
export function isClientRoute(method: string, url: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = url.split('?')[0] ?? '/';
  if (/^\/(graphql|graphiql|media|healthz|readyz)(\/|$)/.test(path)) return false;
  // A file name is not a page, unless the address is one of the client's pages: a reset link's
  // data ends in `.<signature>`, which may look like an extension (`….z5N0c6xv09`).
  if (/\.[a-z0-9]+$/i.test(path) && !isClientPage(path)) return false;
  const types = accept ?? '*/*';
  return types.includes('text/html') || types.includes('*/*') || types.trim() === '';
}

/**
 * Files under assets/ carry a content hash in their names (Vite): they never change, so a year
 * and `immutable`. Anything else (the favicon, pages) is revalidated on every use.
 */
export function cacheControlFor(filePath: string): string {
  return /[\\/]assets[\\/][^\\/]+$/.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Serves the built React client, with history fallback so that deep links such as
 * /product/123 load the app, and GraphiQL (bundled, no CDN) at /graphiql.
 */
export async function registerWebClient(
  app: FastifyInstance,
  distDir: string,
  graphiql: boolean,
): Promise<void> {
  const root = resolve(distDir);
  const indexFile = resolve(root, 'index.html');
  const hasClient = existsSync(indexFile);
  if (!hasClient) app.log.warn({ root }, 'web client not built: run `npm run build:web`');

  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (web/vite.config.ts): sent as they are.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('cache-control', cacheControlFor(path));
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  if (graphiql) {
    app.get('/graphiql', async (_request, reply) => {
      const file = resolve(root, 'graphiql.html');
      if (!existsSync(file)) return reply.code(404).send({ error: 'GraphiQL not built' });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(readFileSync(file));
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (hasClient && isClientRoute(request.method, request.url, request.headers.accept)) {
      // Any other address gets the app too, which shows its 404 page, but with status 404.
      return reply
        .code(isClientPage(request.url.split('?')[0] ?? '/') ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(readFileSync(indexFile));
    }
    return reply.code(404).send({ error: 'not found' });
  });
}
