/**
 * What a typed grid cell becomes, given the limit the gateway computed for the article
 * (SizeOption.maxQuantity): the browser only applies that limit. Digits only: anything else,
 * such as '-2', warns and resets to 0; an empty cell or 0 clears the cell silently; a value above
 * the limit is clipped to it (spec §5).
 */
export function gridCellValue(raw: string, max: number): { quantity: number; warn: boolean } {
  const value = raw.trim();
  if (value === '') return { quantity: 0, warn: false };
  if (!/^\d+$/u.test(value)) return { quantity: 0, warn: true };
  return { quantity: Math.min(Number.parseInt(value, 10), Math.max(max, 0)), warn: false };
}
