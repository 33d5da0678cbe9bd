import type { FastifyReply, FastifyRequest } from 'fastify';

export interface MediaFile {
  body: Buffer;
  contentType: string;
}

/**
 * Sends a picture or file read from the upstream as if it were the shop's own: a name that breaks
 * `safeName` is refused before any call, and what comes back is served inert (nosniff, no scripts)
 * with an hour of browser caching.
 */
export async function relayMedia(
  request: FastifyRequest<{ Params: { name: string } }>,
  reply: FastifyReply,
  safeName: RegExp,
  read: (name: string) => Promise<MediaFile | null>,
  failureLog: string,
) {
  const { name } = request.params;
  if (!safeName.test(name)) return reply.code(400).send({ error: 'bad name' });
  try {
    const res = await read(name);
    if (!res) return reply.code(404).send({ error: 'not found' });
    return reply
      .header('content-type', res.contentType)
      .header('cache-control', 'public, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(res.body);
  } catch (err) {
    request.log.warn({ err }, failureLog);
    return reply.code(502).send({ error: 'upstream unavailable' });
  }
}
