import type { Env } from '../config/env.ts';

/** Maintenance: the flag, or now between the configured from and to dates (spec §1). */
export function isInMaintenance(
  env: Pick<Env, 'MAINTENANCE' | 'MAINTENANCE_FROM' | 'MAINTENANCE_TO'>,
  now: Date,
): boolean {
  if (env.MAINTENANCE) return true;
  if (!env.MAINTENANCE_FROM || !env.MAINTENANCE_TO) return false;
  const t = now.getTime();
  return t >= Date.parse(env.MAINTENANCE_FROM) && t <= Date.parse(env.MAINTENANCE_TO);
}
