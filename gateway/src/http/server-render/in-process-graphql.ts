import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The visitor's headers a GraphQL request of theirs depends on: session, tenant, language. */
const FORWARDED = ['cookie', 'host', 'user-agent', 'accept-language', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'] as const;

export interface InProcessGraphql {
  fetch: typeof fetch;
  /** Set-Cookie headers the replies carried (an expired session is cleared): sent with the page. */
  setCookies(): string[];
}

/**
 * A fetch for the page rendered on the server: every query goes through the gateway's own
 * /graphql route in process (app.inject), as the visitor (their cookie, host and address), so
 * sessions, tenants, limits and errors are exactly those of the browser's own requests.
 */
export function inProcessGraphql(app: FastifyInstance, request: FastifyRequest): InProcessGraphql {
  const cookies = new Map<string, string>();
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' };
  for (const name of FORWARDED) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const fetch: typeof globalThis.fetch = async (_input, init) => {
    const reply = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers,
      payload: typeof init?.body === 'string' ? init.body : '',
      remoteAddress: request.socket.remoteAddress,
    });
    const setCookie = reply.headers['set-cookie'];
    for (const cookie of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      cookies.set(cookie.split('=', 1)[0] ?? cookie, cookie);
    }
    const type = reply.headers['content-type'];
    return new Response(reply.rawPayload, { status: reply.statusCode, headers: typeof type === 'string' ? { 'content-type': type } : {} });
  };
  return { fetch, setCookies: () => [...cookies.values()] };
}
