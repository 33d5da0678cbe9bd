import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built React client, with history fallback so that deep links such as
 * /product/123 load the app, and GraphiQL (bundled, no CDN) at /graphiql.
 */
export async function registerWebClient(app: FastifyInstance, distDir: string, graphiql: boolean): Promise<void> {
  const root = resolve(distDir);
  const indexFile = resolve(root, 'index.html');
  const hasClient = existsSync(indexFile);
  if (!hasClient) app.log.warn({ root }, 'web client not built: run `npm run build:web`');

  if (hasClient) {
    await app.register(fastifyStatic, { root, wildcard: false, index: false, maxAge: '1h', immutable: false });
  }

  if (graphiql) {
    app.get('/graphiql', async (_request, reply) => {
      const file = resolve(root, 'graphiql.html');
      if (!existsSync(file)) return reply.code(404).send({ error: 'GraphiQL not built' });
      return reply.type('text/html; charset=utf-8').send(readFileSync(file));
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    const isApi = /^\/(graphql|media|healthz|readyz)\b/.test(request.url);
    if (wantsHtml && !isApi && hasClient) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(readFileSync(indexFile));
    }
    return reply.code(404).send({ error: 'not found' });
  });
}
