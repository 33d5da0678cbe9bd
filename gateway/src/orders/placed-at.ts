/**
 * The instant an order's day starts in Italy, for `placedAt`: the ERP keeps the order's day
 * (datDoc), not its hour, and the shop's days are Italian ones.
 */
export function startOfItalianDay(isoDay: string): string {
  const midnightUtc = new Date(`${isoDay}T00:00:00Z`);
  // Rome's offset at 00:00 UTC is the one of its own midnight: the clocks change at 01:00 UTC.
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Rome', timeZoneName: 'longOffset' })
    .formatToParts(midnightUtc)
    .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT+01:00';
  const match = /GMT([+-])(\d{2}):(\d{2})/u.exec(offset);
  const minutes = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 60;
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) - minutes * 60_000).toISOString();
}
