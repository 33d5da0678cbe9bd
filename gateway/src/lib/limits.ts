import type { Env } from '../config/env.ts';

/** One named limit: at most `max` hits per key in `windowMs`. */
export interface LimitRule {
  max: number;
  windowMs: number;
}

/**
 * The named limits of the gateway. Operations that must not be repeated at will (login,
 * password recovery, registration, contact) each add a name here and call
 * `services.limits.hit(name, key)` before doing the work; keys are whatever identifies the
 * actor (client address, username), each counted separately.
 */
export function limitRules(env: Env) {
  return {
    /** Login attempts per client address. */
    'login-address': { max: env.LOGIN_RATE_LIMIT, windowMs: 60_000 },
    // Wrong passwords per username are counted apart, without a lock-out (lib/login-throttle.ts).
    /** Password-recovery requests per client address, and per email (mail bombing one person). */
    'recovery-address': { max: 10, windowMs: 15 * 60_000 },
    'recovery-email': { max: 3, windowMs: 60 * 60_000 },
    /** New passwords set from reset links, per client address. */
    'reset-address': { max: 20, windowMs: 15 * 60_000 },
    /** Password changes per account: guessing the current password from a stolen session. */
    'password-change-user': { max: 10, windowMs: 15 * 60_000 },
    'registration-address': { max: 5, windowMs: 60 * 60_000 },
    'contact-address': { max: 5, windowMs: 15 * 60_000 },
    /** Reviews per user and hour: each one is shown to every visitor of the product. */
    'review-user': { max: 10, windowMs: 60 * 60_000 },
    /** Requests per API key and minute: one integration must not starve the shop. */
    'api-key': { max: env.API_KEY_RATE_LIMIT, windowMs: 60_000 },
  } satisfies Record<string, LimitRule>;
}

export type LimitName = keyof ReturnType<typeof limitRules>;

export interface LimitVerdict {
  allowed: boolean;
  /** Seconds until the key's window ends (when refused: when to try again). */
  retryAfterSeconds: number;
}

/** Counts hits per named limit and key; in Redis when configured, so that limits hold across instances. */
export interface Limits {
  hit(name: LimitName, key: string): Promise<LimitVerdict>;
}
