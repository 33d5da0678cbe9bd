import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * A request the React app answers: a page address (no file extension, not an API path) asked
 * for by a browser or by a client that takes anything (curl, monitors). A missing asset such as
 * /assets/x.js stays a 404, so that a stale page does not receive HTML in place of a script.
 */
export function isClientRoute(method: string, url: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = url.split('?')[0] ?? '/';
  if (/^\/(graphql|graphiql|media|healthz|readyz)(\/|$)/.test(path)) return false;
  if (/\.[a-z0-9]+$/i.test(path)) return false;
  const types = accept ?? '*/*';
  return types.includes('text/html') || types.includes('*/*') || types.trim() === '';
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
      maxAge: '1h',
      immutable: false,
    });
  }

  if (graphiql) {
    app.get('/graphiql', async (_request, reply) => {
      const file = resolve(root, 'graphiql.html');
      if (!existsSync(file)) return reply.code(404).send({ error: 'GraphiQL not built' });
      return reply.type('text/html; charset=utf-8').send(readFileSync(file));
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (hasClient && isClientRoute(request.method, request.url, request.headers.accept)) {
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(readFileSync(indexFile));
    }
    return reply.code(404).send({ error: 'not found' });
  });
}
