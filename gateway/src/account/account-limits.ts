import type { RequestContext } from '../context/request-context.ts';
import { ServiceError } from '../context/service-error.ts';
import type { LimitName } from '../lib/limits.ts';

export type AccountLimit = Extract<
  LimitName,
  'recovery-address' | 'recovery-email' | 'reset-address' | 'password-change-user' | 'registration-address' | 'contact-address'
>;

/** True when the attempt is within the named limit (and counts it); the key is scoped to the tenant. */
export async function withinLimit(ctx: RequestContext, name: AccountLimit, key: string): Promise<boolean> {
  const verdict = await ctx.stores.limits.hit(name, `${ctx.tenant.profile.id}:${key.toLowerCase()}`);
  return verdict.allowed;
}

/** TOO_MANY_REQUESTS when the attempt goes beyond the named limit. */
export async function enforceLimit(ctx: RequestContext, name: AccountLimit, key: string): Promise<void> {
  if (!(await withinLimit(ctx, name, key))) throw new ServiceError('TOO_MANY_REQUESTS');
}
