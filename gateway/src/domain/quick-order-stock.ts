// What a quick-order row says about an article's availability (issue: a size with no stock and
// 66 pieces arriving read '66 Disponibili'). It reads as the product grid reads: the stock, with
// the grid's availability text, and the supplier's free arrivals apart, 'N in arrivo in 5/7 gg'.

import { arrivalsText, availabilityText, freeArrivals, type AvailabilityKind } from './availability.ts';

export interface RowStock {
  /** The grid's kind of the stock left: NONE, LAST_PIECES or AVAILABLE. */
  availability: AvailabilityKind;
  /** 'Non disponibile', 'Ultimi N pezzi disponibili' or the count ('500+' above 500). */
  availabilityText: string;
  /** Free arrivals left for this row; 0 when none. */
  arriving: number;
  /** 'N in arrivo in 5/7 gg', or null when nothing is arriving. */
  arrivalsText: string | null;
}

/**
 * The stock and arrivals a row can still count on, after what the cart and the rows before it
 * already claim (`claimed`): the claim takes the stock first and then the arrivals, as the
 * order's split does (design §5.2).
 */
export function rowStock(stock: number, onOrderFromSupplier: number, committedToCustomers: number, claimed: number): RowStock {
  const onHand = Math.max(stock, 0);
  const text = availabilityText(onHand, claimed);
  const arriving = Math.max(freeArrivals(onOrderFromSupplier, committedToCustomers) - Math.max(claimed - onHand, 0), 0);
  return { availability: text.kind, availabilityText: text.text, arriving, arrivalsText: arrivalsText(arriving) || null };
}
