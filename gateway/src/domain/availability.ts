// Stock and availability of sizes, as the shop shows them (spec §4 'Size availability' and
// 'Availability text', design §5.6).

// What the customer can still add (stock minus what is already in the cart) is said by the rule
// the device's offline product page shares (@shop/availability).
export { arrivalsText, availabilityText, LAST_PIECES_MAX, STOCK_DISPLAY_CAP, type AvailabilityKind } from '@shop/availability';

/** Tag of articles that are only announced: they cannot be ordered from the supplier. */
export const PROMEMORIA_TAG = 'PROMEMORIA';
/** A stock the upstream left out counts as the tenant's default (company 2: 9999), else 0. */
export function effectiveStock(stock: number | null, missingStockDefault: number | null): number {
  if (stock !== null && Number.isFinite(stock)) return stock;
  return missingStockDefault ?? 0;
}

export function hasPromemoria(tags: readonly string[]): boolean {
  return tags.some((t) => t.trim().toUpperCase() === PROMEMORIA_TAG);
}

/**
 * Literally the specification: no stock, nothing ordered beyond it, no free arrivals, and the
 * article is only announced. Such a size is greyed and offers 'notify me when available'.
 */
export function isSizeUnavailable(size: {
  stock: number;
  onOrderFromSupplier: number;
  committedToCustomers: number;
  tags: readonly string[];
}): boolean {
  return (
    size.stock <= 0 &&
    size.stock - size.onOrderFromSupplier <= 0 &&
    size.onOrderFromSupplier - size.committedToCustomers <= 0 &&
    hasPromemoria(size.tags)
  );
}

/** Sizes with flgNoWeb are never shown. */
export function visibleSizes<S extends { noWeb: boolean }>(sizes: readonly S[]): S[] {
  return sizes.filter((s) => !s.noWeb);
}

/** Outlet view: only sizes with a promo price. */
export function promoSizesOnly<S extends { promo: number }>(sizes: readonly S[]): S[] {
  return sizes.filter((s) => s.promo > 0);
}

/**
 * Colours with their visible sizes (only promo ones for the outlet); a colour without any
 * visible size is hidden.
 */
export function visibleVariations<V extends { sizes: ReadonlyArray<{ noWeb: boolean; promo: number }> }>(
  variations: readonly V[],
  options: { promoOnly?: boolean } = {},
): Array<Omit<V, 'sizes'> & { sizes: Array<V['sizes'][number]> }> {
  const result: Array<Omit<V, 'sizes'> & { sizes: Array<V['sizes'][number]> }> = [];
  for (const v of variations) {
    const shown = visibleSizes(v.sizes);
    const sizes = options.promoOnly ? promoSizesOnly(shown) : shown;
    if (sizes.length > 0) result.push({ ...v, sizes });
  }
  return result;
}

/** Pieces ordered from the supplier and not yet promised to customers. */
export function freeArrivals(onOrderFromSupplier: number, committedToCustomers: number): number {
  return Math.max(onOrderFromSupplier - committedToCustomers, 0);
}

/**
 * Pieces a customer may order of a size: what is in stock plus the supplier's arrivals not yet
 * promised to others. Our reading of the spec's quantity cap ('stock minus the quantity already
 * in the cart'): a size with no stock but free arrivals is available by the unavailable-size rule,
 * so it must be orderable, and the order split sends those pieces as 'arriving' (design §5.2).
 */
export function orderableQuantity(stock: number, onOrderFromSupplier: number, committedToCustomers: number): number {
  return Math.max(stock, 0) + freeArrivals(onOrderFromSupplier, committedToCustomers);
}

