/**
 * Whether an error means that Redis could not be reached (shut down, restarting, network cut),
 * as ioredis reports it to a command: the request may well succeed a moment later, so the user
 * is told "unavailable, retry" rather than "internal error". Recognised by name and message,
 * since ioredis does not export one class for them all; a wrapped error is looked at through
 * its `cause`.
 */
export function isRedisUnavailable(err: unknown, depth = 0): boolean {
  if (!(err instanceof Error) || depth > 4) return false;
  if (err.name === 'MaxRetriesPerRequestError' || err.name === 'ClusterAllFailedError') return true;
  if (REDIS_DOWN_MESSAGES.some((m) => err.message.startsWith(m))) return true;
  return isRedisUnavailable((err as { cause?: unknown }).cause, depth + 1);
}

const REDIS_DOWN_MESSAGES = [
  'Connection is closed.',
  'Reached the max retries per request limit',
  "Stream isn't writeable and enableOfflineQueue options is false",
  'None of startup nodes is available',
];

/** Seconds a client is asked to wait before retrying (Redis restarts in about a second). */
export const REDIS_RETRY_AFTER_SECONDS = 2;
