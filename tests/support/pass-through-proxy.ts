import Fastify, { type FastifyInstance } from 'fastify';
import { request } from 'undici';

/**
 * A loopback stand-in for the reference upstream that reads form bodies as text and passes every
 * GET through byte for byte with its status; the caller adds the POST handling it needs.
 */
export function passThroughProxy(upstreamUrl: string): FastifyInstance {
  const proxy = Fastify({ logger: false });
  proxy.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
    done(null, body),
  );
  proxy.get('/:company/*', async (req, reply) => {
    const { company, '*': rest } = req.params as { company: string; '*': string };
    const res = await request(`${upstreamUrl}/${company}/${rest}`);
    reply.code(res.statusCode);
    reply.header('content-type', String(res.headers['content-type'] ?? 'application/octet-stream'));
    return Buffer.from(await res.body.arrayBuffer());
  });
  return proxy;
}
