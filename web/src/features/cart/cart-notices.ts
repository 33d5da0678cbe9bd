import { toast } from 'react-toastify';
import { it } from '../../i18n/it';
import { notifyError } from '../../lib/notify';

export type AddMode = 'single' | 'grid';

/** The stable code the gateway gives the 100-line refusal. */
export const CART_LIMIT_CODE = 'CART_LIMIT';

interface Refusal {
  code: string;
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
  return refusal.code === CART_LIMIT_CODE || refusal.message === it.cart.limit;
}

/** Shows a business refusal from a cart mutation with the gateway's Italian text. */
export function notifyCartRefusal(refusal: Refusal): void {
  if (isCartLimit(refusal)) {
    toast.error(it.cart.limit, { toastId: CART_LIMIT_CODE, autoClose: false, closeOnClick: false });
    return;
  }
  notifyError(refusal.message);
}
