import { it } from '../../i18n/it';
import { notifyError, notifyLastingError } from '../../lib/notify';
import type { AddMode } from '../../lib/shop-slots';
import type { UserErrorCode } from '../../gql/graphql';

/** The stable code the gateway gives the 100-line refusal. */
export const CART_LIMIT_CODE: UserErrorCode = 'CART_LIMIT';

interface Refusal {
  code: UserErrorCode;
  message: string;
}

/**
 * The toast after a successful add (spec §4 Cart): a grid add has its own text; a single add
 * says 'Aggiunto al carrello' for one piece and names the pieces when there are several.
 */
export function addedToastText(mode: AddMode, addedQuantity: number): string {
  if (mode === 'grid') return it.cart.gridAdded;
  return addedQuantity > 1 ? it.cart.addedPieces(addedQuantity) : it.cart.added;
}

/** The cart-limit refusal stays on screen until dismissed; every other toast auto-dismisses. */
export function isCartLimit(refusal: Refusal): boolean {
  return refusal.code === CART_LIMIT_CODE;
}

/** Shows a business refusal from a cart mutation with the gateway's Italian text. */
export function notifyCartRefusal(refusal: Refusal): void {
  if (isCartLimit(refusal)) {
    notifyLastingError(it.cart.limit, CART_LIMIT_CODE);
    return;
  }
  notifyError(refusal.message);
}
