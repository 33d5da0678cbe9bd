// Quantity inputs of the grid, quick view and product page (spec §4 'Quantity', §5).

import { QUANTITY_MESSAGES } from './messages.ts';

export interface GridQuantity {
  quantity: number;
  warning: string | null;
  clipped: boolean;
}

/**
 * A typed or pasted cell: digits only. Anything else, or a value of 0 or less, warns and resets
 * to 0, except an empty cell or a plain '0', which is how a user clears a cell. A value above
 * what is still available is clipped to it.
 */
export function normaliseGridQuantity(raw: string, available: number): GridQuantity {
  const value = raw.trim();
  if (value === '' || value === '0') return { quantity: 0, warning: null, clipped: false };
  if (!/^\d+$/u.test(value)) return { quantity: 0, warning: QUANTITY_MESSAGES.notAllowed, clipped: false };
  const n = Number.parseInt(value, 10);
  if (n <= 0) return { quantity: 0, warning: QUANTITY_MESSAGES.notAllowed, clipped: false };
  const cap = Math.max(Math.floor(available), 0);
  if (n > cap) return { quantity: cap, warning: null, clipped: true };
  return { quantity: n, warning: null, clipped: false };
}

/**
 * Stepper limits: minus floors at 1, plus stops at what is left after the cart. A max below 1
 * means nothing can be added (the add button is disabled).
 */
export function stepperBounds(stock: number, inCart: number): { min: 1; max: number } {
  return { min: 1, max: Math.max(Math.floor(stock - inCart), 0) };
}

/** A block pasted from a spreadsheet: rows by line break, cells by tab. */
export function parsePastedBlock(text: string): string[][] {
  if (text === '') return [];
  const rows = text.split(/\r\n|\n|\r/u);
  // Spreadsheets end the copied block with a line break; that is no extra row.
  if (rows.length > 0 && rows[rows.length - 1] === '') rows.pop();
  return rows.map((row) => row.split('\t'));
}
