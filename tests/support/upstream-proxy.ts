import { request } from 'undici';
import { passThroughProxy } from './pass-through-proxy.ts';

/** Changes an ERP reply in place before the gateway sees it; `call` is the pegaso call's name. */
export type ReplyRewrite = (call: string, reply: Record<string, unknown>) => void;

/**
 * A stand-in in front of the reference upstream that passes every call through (GETs byte for
 * byte with their status, form POSTs as JSON) and lets a test rewrite the replies it picks, to
 * play an ERP whose data changed behind the gateway's back.
 */
export async function startUpstreamProxy(upstreamUrl: string, rewrite: ReplyRewrite) {
  const proxy = passThroughProxy(upstreamUrl);
  proxy.post('/:company/pegaso/:call', async (req) => {
    const { company, call } = req.params as { company: string; call: string };
    const res = await request(`${upstreamUrl}/${company}/pegaso/${call}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: String(req.body ?? ''),
    });
    const reply = (await res.body.json()) as Record<string, unknown>;
    rewrite(call, reply);
    return reply;
  });
  const url = await proxy.listen({ host: '127.0.0.1', port: 0 });
  return { url, close: () => proxy.close() };
}
