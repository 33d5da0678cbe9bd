import Fastify from 'fastify';
import { request } from 'undici';

/**
 * Passes every ERP call through to the reference upstream, counting them by name (the last part
 * of the path: `getReviews`, `setReview` ...), so that a test sees how often the gateway asks.
 */
export async function startCountingProxy(target: string) {
  const calls = new Map<string, number>();
  const app = Fastify({ logger: false, bodyLimit: 10_000_000 });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) => done(null, body));
  app.all('/*', async (req, reply) => {
    const call = req.url.split('?')[0]!.split('/').pop()!;
    calls.set(call, (calls.get(call) ?? 0) + 1);
    const res = await request(`${target}${req.url}`, {
      method: req.method as 'GET' | 'POST',
      headers: { 'content-type': String(req.headers['content-type'] ?? 'application/octet-stream') },
      body: req.method === 'POST' ? String(req.body ?? '') : undefined,
    });
    reply.code(res.statusCode).header('content-type', String(res.headers['content-type'] ?? 'application/octet-stream'));
    return Buffer.from(await res.body.arrayBuffer());
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url, calls, count: (call: string) => calls.get(call) ?? 0, close: () => app.close() };
}
