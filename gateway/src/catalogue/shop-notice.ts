import type { Env } from '../config/env.ts';

/**
 * The 'Comunicazione' notice of the shop page: the configured text, shown while now lies in the
 * configured window (no window: always). Null when there is no text or the window is over.
 */
export function activeShopNotice(
  env: Pick<Env, 'SHOP_NOTICE' | 'SHOP_NOTICE_FROM' | 'SHOP_NOTICE_TO'>,
  now: Date,
): string | null {
  const text = env.SHOP_NOTICE?.trim();
  if (!text) return null;
  const t = now.getTime();
  if (env.SHOP_NOTICE_FROM && t < Date.parse(env.SHOP_NOTICE_FROM)) return null;
  if (env.SHOP_NOTICE_TO && t > Date.parse(env.SHOP_NOTICE_TO)) return null;
  return text;
}
