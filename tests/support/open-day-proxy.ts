import { isItalianPublicHoliday } from '../../gateway/src/domain/pickup-dates.ts';
import { workingDayAhead } from '../contract/order-fixtures.ts';
import { startUpstreamProxy } from './upstream-proxy.ts';

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
  return startUpstreamProxy(upstreamUrl, (call, reply) => {
    if (call === 'getDateRitiro') {
      const us = `${openDay.slice(5, 7)}-${openDay.slice(8, 10)}-${openDay.slice(0, 4)}`;
      reply.DateAbilitate = [...(reply.DateAbilitate as unknown[]), { Data: us, NumRit: 3 }];
    }
  });
}
