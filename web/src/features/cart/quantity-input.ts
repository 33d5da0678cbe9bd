/**
 * Reads a quantity typed in the cart: digits only (spec §5), as a whole number. Returns null for
 * anything else, so that the field goes back to the saved quantity instead of guessing.
 */
export function parseTypedQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  return Number.parseInt(trimmed, 10);
}
