// The cart an agent fills with no network, kept on the device per login and customer (issue 29
// §2). Pure: the IndexedDB store keeps whatever these functions return. What may be ordered of
// an article comes from the package, where the gateway computed it (`orderable`); the device only
// keeps the cart within it, as the gateway does online: a line holds at most that, less the
// article's other lines.

export interface DeviceCartLine {
  productId: number;
  articleId: number;
  quantity: number;
}

export interface CartAddition {
  productId: number;
  /** The size's article; null for a product without variations (the product is its own article). */
  articleId: number | null;
  quantity: number;
}

export interface ClippedAddition {
  productId: number;
  articleId: number;
  requested: number;
  added: number;
}

/** What may be ordered of an article, from the package; null when the package no longer has it. */
export type OrderableOf = (articleId: number) => number | null;

export const quantityInCart = (lines: readonly DeviceCartLine[], articleId: number): number =>
  lines.reduce((sum, l) => (l.articleId === articleId ? sum + l.quantity : sum), 0);

const wholePositive = (n: number) => Number.isInteger(n) && n > 0;

/**
 * Adds each filled cell: to the article's line when there is one, else as a new line at the end.
 * A quantity above what is left to order is clipped and reported; nothing left adds nothing.
 */
export function addToCart(
  lines: readonly DeviceCartLine[],
  additions: readonly CartAddition[],
  orderableOf: OrderableOf,
): { lines: DeviceCartLine[]; added: number; clipped: ClippedAddition[] } {
  let next = lines.map((l) => ({ ...l }));
  let added = 0;
  const clipped: ClippedAddition[] = [];
  for (const a of additions) {
    if (!wholePositive(a.quantity)) continue;
    const articleId = a.articleId ?? a.productId;
    const left = Math.max(Math.floor((orderableOf(articleId) ?? 0) - quantityInCart(next, articleId)), 0);
    const quantity = Math.min(a.quantity, left);
    if (quantity < a.quantity) clipped.push({ productId: a.productId, articleId, requested: a.quantity, added: quantity });
    if (quantity === 0) continue;
    added += quantity;
    const line = next.find((l) => l.articleId === articleId);
    next = line
      ? next.map((l) => (l === line ? { ...l, quantity: l.quantity + quantity } : l))
      : [...next, { productId: a.productId, articleId, quantity }];
  }
  return { lines: next, added, clipped };
}

/** Sets a line's quantity within what may be ordered; null when the quantity cannot be taken. */
export function setLineQuantity(
  lines: readonly DeviceCartLine[],
  articleId: number,
  quantity: number,
  orderableOf: OrderableOf,
): { lines: DeviceCartLine[]; clipped: { requested: number; added: number } | null } | null {
  const line = lines.find((l) => l.articleId === articleId);
  if (!line || !wholePositive(quantity)) return null;
  const cap = Math.max(Math.floor((orderableOf(articleId) ?? 0) - (quantityInCart(lines, articleId) - line.quantity)), 0);
  if (cap === 0) return null;
  const taken = Math.min(quantity, cap);
  return {
    lines: lines.map((l) => (l === line ? { ...l, quantity: taken } : { ...l })),
    clipped: taken < quantity ? { requested: quantity, added: taken } : null,
  };
}

/** One piece less; the last piece removes the line. */
export function decreaseLine(lines: readonly DeviceCartLine[], articleId: number): DeviceCartLine[] {
  return lines.flatMap((l) => (l.articleId !== articleId ? [{ ...l }] : l.quantity > 1 ? [{ ...l, quantity: l.quantity - 1 }] : []));
}

export function removeLine(lines: readonly DeviceCartLine[], articleId: number): DeviceCartLine[] {
  return lines.filter((l) => l.articleId !== articleId).map((l) => ({ ...l }));
}
