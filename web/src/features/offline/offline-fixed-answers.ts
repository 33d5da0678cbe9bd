import type { OfflineAnswer } from './offline-answers';

/**
 * Answers the device gives without a customer's package: the shop page's 'Comunicazione' notice is
 * the gateway's setting, so offline there is none. The page gives them itself: asked at every
 * offline start, they would start the answers' worker while the first page is drawn.
 */
export function fixedAnswer(name: string): OfflineAnswer | null {
  return name === 'ShopNotice' ? { data: { shopNotice: null } } : null;
}
