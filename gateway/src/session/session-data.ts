import { z } from 'zod';
import { tenantIdSchema } from '../tenants/profile.ts';

/**
 * What the encrypted session cookie holds. The upstream credentials live here and nowhere
 * else: the browser cannot read the cookie (httpOnly) nor decrypt it.
 */
export const sessionDataSchema = z.object({
  v: z.literal(1),
  tenant: tenantIdSchema,
  username: z.string(),
  password: z.string(),
  loginAt: z.number(),
  /** The session's id: logout and a new login revoke it (see session-revocation.ts). */
  sid: z.string().min(1),
  /** The user's generation at login: raising it (a password change) ends older sessions. */
  gen: z.number().int().min(0),
  remember: z.boolean(),
  user: z.object({
    customerId: z.number(),
    agentId: z.number(),
    referenceId: z.number(),
    companyName: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    showPrice: z.boolean(),
    showPromo: z.boolean(),
    priceListType: z.number(),
    s1: z.number(),
    s2: z.number(),
  }),
  customer: z.object({ id: z.number(), name: z.string(), referenceId: z.number() }).nullable(),
  /** Number of customers the user may act for: more than one means a picker is needed. */
  customerCount: z.number().int().min(0),
  /** Recommended product ids from jsonVendite ('Consigliati'), capped to keep the cookie small. */
  recommended: z.array(z.number()).max(200).default([]),
});

export type SessionData = z.output<typeof sessionDataSchema>;

export type SessionState =
  | { status: 'ANONYMOUS' }
  | { status: 'EXPIRED' }
  | { status: 'ACTIVE'; data: SessionData };

/**
 * Decides what a stored session is worth now: sessions older than the login timer are expired
 * (spec §4 Session start), sessions of another tenant or of an older format are ignored.
 */
export function evaluateSession(raw: unknown, tenant: number, now: number, ttlMs: number): SessionState {
  if (raw === undefined || raw === null) return { status: 'ANONYMOUS' };
  const parsed = sessionDataSchema.safeParse(raw);
  if (!parsed.success || parsed.data.tenant !== tenant) return { status: 'ANONYMOUS' };
  if (now - parsed.data.loginAt > ttlMs) return { status: 'EXPIRED' };
  return { status: 'ACTIVE', data: parsed.data };
}
