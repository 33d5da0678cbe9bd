// Split of a cart line into what ships now, what arrives, what is reserved from the supplier and
// what cannot be supplied (design §5.2). The checkout shows the four groups; qtyNO is priced zero.

import { effectiveStock, freeArrivals, hasPromemoria } from './availability.ts';

export interface SplitInput {
  quantity: number;
  stock: number | null;
  onOrderFromSupplier: number;
  committedToCustomers: number;
  /** Non-zero when the article can still be ordered from the supplier's catalogue. */
  printedCatalogue: number;
  tags: readonly string[];
}

export interface LineSplit {
  qtyOK: number;
  qtyArr: number;
  qtyPre: number;
  qtyNO: number;
}

export function splitLine(line: SplitInput, missingStockDefault: number | null): LineSplit {
  const q = Math.max(Math.floor(line.quantity), 0);
  const stock = effectiveStock(line.stock, missingStockDefault);
  const qtyOK = Math.min(q, Math.max(stock, 0));
  const qtyArr = Math.min(q - qtyOK, freeArrivals(line.onOrderFromSupplier, line.committedToCustomers));
  const rest = q - qtyOK - qtyArr;
  const reservable = line.printedCatalogue !== 0 && !hasPromemoria(line.tags);
  const qtyPre = reservable ? rest : 0;
  return { qtyOK, qtyArr, qtyPre, qtyNO: rest - qtyPre };
}
