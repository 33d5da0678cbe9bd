// setTimeout overflows above ~24.8 days; sessions are hours long, so the delay is clamped for safety.
const LONGEST_TIMER_MS = 2_000_000_000;

/**
 * Milliseconds to wait before asking the gateway again about a session that expires at
 * `expiresAt` (the ISO instant it announced): one second past it, never negative. An instant
 * that cannot be read waits the longest, rather than asking again at once and in a loop.
 */
export function sessionExpiryDelay(expiresAt: string, now: number): number {
  const at = Date.parse(expiresAt);
  if (Number.isNaN(at)) return LONGEST_TIMER_MS;
  return Math.min(Math.max(at - now + 1000, 0), LONGEST_TIMER_MS);
}
