import Fastify from 'fastify';
import { request } from 'undici';
import { isItalianPublicHoliday } from '../../gateway/src/domain/pickup-dates.ts';
import { workingDayAhead } from '../contract/order-fixtures.ts';

/** The first Saturday at least `after` working days ahead ('YYYY-MM-DD'). */
export function saturdayAhead(after: number): string {
  const d = new Date(`${workingDayAhead(after, isItalianPublicHoliday)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + ((6 - d.getUTCDay() + 7) % 7));
  return d.toISOString().slice(0, 10);
}

/**
 * A stand-in in front of the reference upstream that passes every call through, except that its
 * pickup calendar also offers `openDay`, a day the upstream itself refuses at the order: as if
 * the administrator's calendar changed between the gateway's check and the order.
 */
export async function startOpenDayProxy(upstreamUrl: string, openDay: string) {
  const proxy = Fastify({ logger: false });
  proxy.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
    done(null, body),
  );
  proxy.get('/:company/*', async (req, reply) => {
    const { company, '*': rest } = req.params as { company: string; '*': string };
    const res = await request(`${upstreamUrl}/${company}/${rest}`);
    reply.header('content-type', String(res.headers['content-type'] ?? 'application/octet-stream'));
    return Buffer.from(await res.body.arrayBuffer());
  });
  proxy.post('/:company/pegaso/:call', async (req) => {
    const { company, call } = req.params as { company: string; call: string };
    const res = await request(`${upstreamUrl}/${company}/pegaso/${call}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: String(req.body ?? ''),
    });
    const reply = (await res.body.json()) as Record<string, unknown>;
    if (call === 'getDateRitiro') {
      const us = `${openDay.slice(5, 7)}-${openDay.slice(8, 10)}-${openDay.slice(0, 4)}`;
      reply.DateAbilitate = [...(reply.DateAbilitate as unknown[]), { Data: us, NumRit: 3 }];
    }
    return reply;
  });
  const url = await proxy.listen({ host: '127.0.0.1', port: 0 });
  return { url, close: () => proxy.close() };
}
