import { request } from 'undici';
import { passThroughProxy } from './pass-through-proxy.ts';

/**
 * How the next armed call goes wrong. 'hold', 'reset', 'http502' and 'garbage' let the ERP
 * process the call and lose its reply on the way back (held until the caller gives up and hangs
 * up, the connection cut, a gateway error page, half a reply); 'lost-request' cuts the connection
 * before the ERP sees the call.
 */
export type LossMode = 'hold' | 'reset' | 'http502' | 'garbage' | 'lost-request';

/**
 * A loopback proxy in front of the reference upstream that passes every call through as sent,
 * except the next call armed with `lose(call, mode)`: that one is lost as the mode says, once.
 * `seen(call)` counts the calls of that name that reached the ERP through it.
 */
export async function startLossyUpstreamProxy(upstreamUrl: string) {
  const armed = new Map<string, LossMode>();
  const reached = new Map<string, number>();
  const proxy = passThroughProxy(upstreamUrl);
  proxy.post('/:company/pegaso/:call', async (req, reply) => {
    const { company, call } = req.params as { company: string; call: string };
    const mode = armed.get(call);
    armed.delete(call);
    if (mode === 'lost-request') {
      reply.raw.destroy();
      return reply;
    }
    const res = await request(`${upstreamUrl}/${company}/pegaso/${call}`, {
      method: 'POST',
      headers: { 'content-type': String(req.headers['content-type'] ?? 'application/x-www-form-urlencoded') },
      body: String(req.body ?? ''),
    });
    // The ERP has done its work once its whole reply is read.
    const text = await res.body.text();
    reached.set(call, (reached.get(call) ?? 0) + 1);
    if (mode === 'hold') {
      const socket = req.raw.socket;
      if (!socket.destroyed) await new Promise((resolve) => socket.once('close', resolve));
    }
    if (mode === 'hold' || mode === 'reset') {
      reply.raw.destroy();
      return reply;
    }
    if (mode === 'http502') return reply.code(502).type('text/html').send('<h1>502 Bad Gateway</h1>');
    if (mode === 'garbage') return reply.code(200).type('application/json').send(text.slice(0, 12));
    return reply.code(res.statusCode).type('application/json').send(text);
  });
  const url = await proxy.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    lose: (call: string, mode: LossMode) => {
      armed.set(call, mode);
    },
    seen: (call: string) => reached.get(call) ?? 0,
    close: () => proxy.close(),
  };
}
