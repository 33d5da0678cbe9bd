/**
 * The order just placed, carried in the history entry of the page the checkout sends the buyer
 * to (spec ordering §9: home or listing after 4 s), so that its number and PDF stay readable there
 * and survive a reload of that page; a new navigation leaves it behind.
 */
export interface PlacedOrderNote {
  number: string;
  /** dd/MM/yyyy, as shown at the checkout. */
  pickupDay: string | null;
  pdfUrl: string | null;
}

export const placedOrderState = (note: PlacedOrderNote) => ({ placedOrder: note });

export function placedOrderOf(state: unknown): PlacedOrderNote | null {
  if (typeof state !== 'object' || state === null || !('placedOrder' in state)) return null;
  const note = (state as { placedOrder: unknown }).placedOrder;
  if (typeof note !== 'object' || note === null || typeof (note as PlacedOrderNote).number !== 'string') return null;
  return note as PlacedOrderNote;
}
