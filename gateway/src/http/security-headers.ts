import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import compress from '@fastify/compress';
import { constants } from 'node:zlib';

/**
 * The Content-Security-Policy of every page. Product descriptions are HTML from the ERP: even
 * if the sanitiser missed something, no script, object, foreign frame or image could load.
 * Inline styles stay allowed: React's `style` attributes and GraphiQL's editor need them.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  // Only the video player, and only after the visitor presses play (a poster until then).
  'frame-src': ['https://www.youtube-nocookie.com'],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

/** A year of HTTPS only, for the shop's host and its subdomains (the companies' shops). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Security headers (helmet: CSP, no framing, no sniffing, same-origin referrer) and response
 * compression: GraphQL replies above 1 KB go out as brotli or gzip; hashed assets are
 * compressed once at build and served as they are (see web-client.ts).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  // Helmet's middleware, made once. (@fastify/helmet made it again on every request: parsing
  // the policy and building a dozen header setters was 2-3 % of a listing request's time.)
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    // Images and files under /media are only for the shop's own pages.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    // Sent below, and only over HTTPS: a browser ignores it over plain HTTP, where it only tells
    // that the shop answered without TLS.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => setSecurityHeaders(request.raw, reply.raw, () => done()));
  app.addHook('onSend', async (request, reply, payload) => {
    // request.protocol is 'https' for a TLS socket, or for X-Forwarded-Proto from a trusted proxy.
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    return payload;
  });
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Replies are compressed on every request: a low brotli level costs little CPU and still
    // beats gzip; the built assets use the highest level once, at build.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Replies up to 64 KB (a listing page is 9-40 KB) are compressed in one call. The default on
    // two cores, 8 KB, sent every listing page through a compression stream of its own, whose
    // brotli state is set up per reply: ~1,000 listing replies a second against ~2,600 uncompressed.
    syncThreshold: 64 * 1024,
    // Request bodies are never compressed by browsers; refusing them avoids decompression bombs.
    globalDecompression: false,
  });
}
