import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { loadPageRenderer } from './server-render/page-renderer.ts';
import { RENDERED_ROUTES } from './server-render/rendered-routes.ts';
// The shop's one route table: the web client's router declares the same pages.
import { isClientPage } from '@shop/routes';

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
      // The server's bundle (ssr/) and the build's manifest are the gateway's, not the browser's.
      allowedPath: (pathName) => !/^\/(ssr|\.vite)\//.test(pathName),
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

  const template = hasClient ? readFileSync(indexFile, 'utf8') : '';
  const renderer = hasClient ? await loadPageRenderer(app, root, app.log) : null;

  /** index.html for the browser to render; any other address gets the app's 404 page, with status 404. */
  const sendApp = (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(isClientPage(request.url.split('?')[0] ?? '/') ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(template);

  // The pages rendered on the server are routes of their own, so that the reply is compressed
  // like any other (the not-found handler below is not a route: @fastify/compress skips it).
  for (const [pattern, route] of hasClient ? Object.entries(RENDERED_ROUTES) : []) {
    app.get(pattern, async (request, reply) => {
      if (!isClientRoute(request.method, request.url, request.headers.accept)) return reply.code(404).send({ error: 'not found' });
      const rendered = request.method === 'GET' ? await renderer?.render(request, route, template) : null;
      if (!rendered) return sendApp(request, reply);
      // Rendered for this visitor (their prices, their cart): never stored by a shared cache.
      for (const cookie of rendered.setCookies) void reply.header('set-cookie', cookie);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'private, no-cache').header('vary', 'cookie').send(rendered.html);
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (hasClient && isClientRoute(request.method, request.url, request.headers.accept)) return sendApp(request, reply);
    return reply.code(404).send({ error: 'not found' });
  });
}
