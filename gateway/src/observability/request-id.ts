import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';

// Every request has an id: the one a trusted proxy in front already gave it (so that the
// proxy's logs and the gateway's name the same request), else a new UUID. The reply carries it
// in X-Request-Id, every log line written while the request runs carries it as `reqId`, and a
// user who reports an error can quote it ('codice richiesta').

/** What a proxy may pass as an id: short, printable, nothing that could forge a log line. */
const ACCEPTABLE_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/**
 * The id of a request: the proxy's header when the connection comes from a trusted proxy and
 * the value is acceptable, else a new one. Anyone else's header is ignored: a client must not
 * pick the id under which its requests are logged.
 */
export function requestIdOf(
  claimed: string | string[] | undefined,
  peerAddress: string | undefined,
  trusted: ((addr: string, hop: number) => boolean) | null,
  make: () => string = randomUUID,
): string {
  if (trusted && typeof claimed === 'string' && ACCEPTABLE_ID.test(claimed) && peerAddress && trusted(peerAddress, 0)) return claimed;
  return make();
}

/** Fastify's options for request ids: TRUSTED_PROXIES decide whose REQUEST_ID_HEADER is believed. */
export function requestIdOptions(trustedProxies: string[], header: string) {
  const trusted = trustedProxies.length ? proxyAddr.compile(trustedProxies) : null;
  const name = header.toLowerCase();
  return {
    requestIdHeader: false as const,
    genReqId: (req: IncomingMessage) => requestIdOf(req.headers[name], req.socket.remoteAddress, trusted),
  };
}

/** The id of the request being served, for log lines written through loggers that do not know it. */
const current = new AsyncLocalStorage<string>();

/**
 * Pino's `mixin`: adds `reqId` to a line written while a request runs, unless the logger is the
 * request's own (Fastify's request.log already binds it).
 */
export function requestIdMixin(_merge: object, _level: number, logger: { bindings(): Record<string, unknown> }): object {
  const id = current.getStore();
  if (id === undefined) return {};
  return 'reqId' in logger.bindings() ? {} : { reqId: id };
}

/** The reply header, and the id made current for the rest of the request. */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    current.run(request.id, done);
  });
  // A request's body arrives in the socket's own asynchronous context: enter the id again once
  // it is read, so that handlers and resolvers run inside it.
  app.addHook('preValidation', (request, _reply, done) => {
    current.run(request.id, done);
  });
}
