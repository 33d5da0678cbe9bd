/** How long prepared data is trusted: prices and stock older than this are not shown (issue 29 §5). */
export const DEFAULT_OFFLINE_TTL_DAYS = 7;

const DAY_MS = 86_400_000;

/** Whether data prepared at `preparedAt` (ISO) has expired at `now`. */
export function isOfflineDataExpired(preparedAt: string, now: Date, ttlDays: number = DEFAULT_OFFLINE_TTL_DAYS): boolean {
  const prepared = Date.parse(preparedAt);
  return !Number.isFinite(prepared) || now.getTime() - prepared >= ttlDays * DAY_MS;
}
