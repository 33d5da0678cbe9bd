/**
 * What a typed grid cell becomes, given the limit the gateway computed for the article
 * (SizeOption.maxQuantity): the browser only applies that limit. Digits only: anything else,
 * such as '-2', warns and resets to 0; an empty cell or 0 clears the cell silently; a value above
 * the limit is clipped to it (spec §5), and says so: `clipped`, with the pieces `asked` for, which
 * are what the add asks the gateway for (it clips again, with the stock of that moment).
 */
export function gridCellValue(raw: string, max: number): { quantity: number; asked: number; warn: boolean; clipped: boolean } {
  const value = raw.trim();
  if (value === '') return { quantity: 0, asked: 0, warn: false, clipped: false };
  if (!/^\d+$/u.test(value)) return { quantity: 0, asked: 0, warn: true, clipped: false };
  const asked = Number.parseInt(value, 10);
  const quantity = Math.min(asked, Math.max(max, 0));
  return { quantity, asked, warn: false, clipped: quantity < asked };
}
