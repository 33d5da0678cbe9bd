/** How long prepared data is trusted: prices and stock older than this are not shown (issue 29 §5). */
export const DEFAULT_OFFLINE_TTL_DAYS = 7;

const DAY_MS = 86_400_000;

/**
 * Whether data prepared at `preparedAt` (ISO) has expired at `now`: at the gateway's `expiresAt`
 * when the package names one, else after the default time.
 */
export function isOfflineDataExpired(
  preparedAt: string,
  now: Date,
  expiresAt?: string,
  ttlDays: number = DEFAULT_OFFLINE_TTL_DAYS,
): boolean {
  const prepared = Date.parse(preparedAt);
  if (!Number.isFinite(prepared)) return true;
  const end = expiresAt !== undefined ? Date.parse(expiresAt) : prepared + ttlDays * DAY_MS;
  return !Number.isFinite(end) || now.getTime() >= end;
}
