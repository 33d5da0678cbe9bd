// A printed price list names one price per product; when sizes cost differently (an XXL
// surcharge) a single 'from' price hides what the larger sizes cost. Sizes in their order are
// grouped into bands of one price each, so the list can print 'S–XL 6,35 € · XXL 7,35 €'.

export interface SizePrice {
  size: string;
  price: number;
}

export interface PriceBand {
  /** First and last size of the band (the same size for a band of one). */
  from: string;
  to: string;
  price: number;
}

/**
 * Bands of consecutive sizes with one price, from sizes already in size order. A size offered at
 * several prices (in different colours) counts at its lowest. One band or none: the sizes do not
 * differ, and the list prints the plain price.
 */
export function sizePriceBands(ordered: readonly SizePrice[]): PriceBand[] {
  const lowest = new Map<string, number>();
  for (const { size, price } of ordered) {
    const seen = lowest.get(size);
    lowest.set(size, seen === undefined ? price : Math.min(seen, price));
  }
  const bands: PriceBand[] = [];
  for (const [size, price] of lowest) {
    const last = bands[bands.length - 1];
    if (last && last.price === price) last.to = size;
    else bands.push({ from: size, to: size, price });
  }
  return bands.length > 1 ? bands : [];
}
