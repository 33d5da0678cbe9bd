// How the shop rounds amounts and adds up a cart, read by the gateway's pricing and by the
// device that shows a queued offline order's total alike: one rule. Amounts are plain numbers
// in currency units (euro, not cents), rounded half-up to cents once, where a price or a line
// total is finalised.

/**
 * Rounds half away from zero to two decimals. Binary floats store 1.005 as 1.00499999…, so the
 * value times 100 is first cut to 15 significant digits (the precision a double can promise),
 * which restores the decimal the caller meant before rounding.
 */
export function roundHalfUpToCents(n: number): number {
  if (!Number.isFinite(n)) return n;
  const raw = Math.abs(n) * 100;
  // Cutting to 15 digits moves a value below 1e9 cents by less than 1e-6: only a value that
  // close to a half cent can round differently, so the others skip the (slow) decimal text.
  const nearHalf = Math.abs(raw - Math.floor(raw) - 0.5) <= 1e-6;
  const cents = raw < 1e9 && !nearHalf ? raw : Number(raw.toPrecision(15));
  const rounded = Math.round(cents) / 100;
  // Avoid returning -0, which would format as '-0,00 €'.
  return n < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Cart total: each line is rounded to cents first, as on an invoice, then the lines are summed. */
export function sumLineTotals(lines: ReadonlyArray<{ price: number; quantity: number }>): number {
  let total = 0;
  for (const line of lines) total += roundHalfUpToCents(line.price * line.quantity);
  // The sum of cent amounts can drift by float error (0.1 + 0.2); round the sum back to cents.
  return roundHalfUpToCents(total);
}
