import { request } from 'undici';
import { passThroughProxy } from './pass-through-proxy.ts';

/**
 * A loopback proxy in front of the reference upstream that passes every call through, keeps
 * the headers each call arrived with (`headersOf`), and holds the next call armed with
 * `hold(call)` after the ERP has answered it, until the test releases it: a request stays in
 * flight in the gateway for as long as the test needs.
 */
export async function startHoldingUpstreamProxy(upstreamUrl: string) {
  const armed = new Map<string, { arrived: () => void; released: Promise<void> }>();
  const headers = new Map<string, Record<string, string | string[] | undefined>[]>();
  const proxy = passThroughProxy(upstreamUrl);
  proxy.post('/:company/pegaso/:call', async (req, reply) => {
    const { company, call } = req.params as { company: string; call: string };
    headers.set(call, [...(headers.get(call) ?? []), req.headers]);
    const res = await request(`${upstreamUrl}/${company}/pegaso/${call}`, {
      method: 'POST',
      headers: { 'content-type': String(req.headers['content-type'] ?? 'application/x-www-form-urlencoded') },
      body: String(req.body ?? ''),
    });
    const text = await res.body.text();
    const hold = armed.get(call);
    if (hold) {
      armed.delete(call);
      hold.arrived();
      await hold.released;
    }
    return reply.code(res.statusCode).type('application/json').send(text);
  });
  const url = await proxy.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    /** Holds the next `call`; `arrived` resolves once it is held, `release()` lets it go on. */
    hold(call: string) {
      let release!: () => void;
      let arrived!: () => void;
      const released = new Promise<void>((done) => (release = done));
      const arrival = new Promise<void>((done) => (arrived = done));
      armed.set(call, { arrived, released });
      return { arrived: arrival, release };
    },
    headersOf: (call: string) => headers.get(call) ?? [],
    close: () => proxy.close(),
  };
}
