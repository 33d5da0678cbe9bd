const ORDER = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL', '5XL', 'TU'];

/** Garment sizes in wearing order; unknown names (numeric sizes, 'Unica') after, by name. */
export function compareSizes(a: string, b: string): number {
  const ia = ORDER.indexOf(a.toUpperCase());
  const ib = ORDER.indexOf(b.toUpperCase());
  if (ia >= 0 && ib >= 0) return ia - ib;
  if (ia >= 0) return -1;
  if (ib >= 0) return 1;
  return a.localeCompare(b, 'it', { numeric: true });
}
