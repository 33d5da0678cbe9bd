/**
 * The listing's name search: every product's searchable text (sku, name, alternative codes; lower
 * case) in one string, and for each three-character sequence the products holding it. A search
 * of three or more characters then tests only the products of its rarest sequence; a shorter one
 * runs indexOf over the one string. Either way no per-product string test over the catalogue.
 */
export interface SearchIndex {
  text: string;
  /** Product i's text starts at starts[i]; the last entry is the end. */
  starts: Uint32Array;
  /** Trigram key → ascending product positions. */
  grams: ReadonlyMap<number, readonly number[]>;
}

/** Between two products' texts: a search never spans two products (the needle cannot hold it). */
const PRODUCT_SEPARATOR = '\u0001';
/** Between the fields of one product, as the per-product test always joined them. */
const FIELD_SEPARATOR = '\u0000';

/** A small integer for three characters of Latin text (the usual case), a negative number otherwise. */
function gramKey(text: string, at: number): number {
  const a = text.charCodeAt(at);
  const b = text.charCodeAt(at + 1);
  const c = text.charCodeAt(at + 2);
  return a < 1024 && b < 1024 && c < 1024 ? (a << 20) | (b << 10) | c : -(a * 2 ** 32 + b * 2 ** 16 + c) - 1;
}

export class SearchIndexBuilder {
  private readonly texts: string[] = [];
  private readonly starts: number[] = [0];
  private readonly grams = new Map<number, number[]>();

  /** Adds the next product's fields (products are added in catalogue order). */
  add(fields: readonly string[]): void {
    const position = this.texts.length;
    const text = fields.join(FIELD_SEPARATOR).toLowerCase();
    this.texts.push(text);
    this.starts.push(this.starts[position]! + text.length + PRODUCT_SEPARATOR.length);
    for (let at = 0; at + 3 <= text.length; at++) {
      const key = gramKey(text, at);
      const list = this.grams.get(key);
      if (!list) this.grams.set(key, [position]);
      else if (list[list.length - 1] !== position) list.push(position);
    }
  }

  finish(): SearchIndex {
    return { text: this.texts.join(PRODUCT_SEPARATOR) + PRODUCT_SEPARATOR, starts: Uint32Array.from(this.starts), grams: this.grams };
  }
}

/** The positions (ascending) of the products whose text contains `needle` (lower case, not empty). */
export function productsContaining(index: SearchIndex, needle: string): number[] {
  if (needle.includes(PRODUCT_SEPARATOR)) return [];
  return needle.length >= 3 ? byGrams(index, needle) : byScan(index, needle);
}

function byGrams(index: SearchIndex, needle: string): number[] {
  let rarest: readonly number[] | undefined;
  for (let at = 0; at + 3 <= needle.length; at++) {
    const list = index.grams.get(gramKey(needle, at));
    if (!list) return [];
    if (!rarest || list.length < rarest.length) rarest = list;
  }
  const { text, starts } = index;
  return rarest!.filter((i) => {
    const end = starts[i + 1]! - PRODUCT_SEPARATOR.length;
    for (let at = starts[i]!; at + needle.length <= end; at++) if (text.startsWith(needle, at)) return true;
    return false;
  });
}

function byScan(index: SearchIndex, needle: string): number[] {
  const { text, starts } = index;
  const found: number[] = [];
  let from = 0;
  let at: number;
  while ((at = text.indexOf(needle, from)) >= 0) {
    // The product whose text holds position `at`: the last start at or before it.
    let lo = 0;
    let hi = starts.length - 2;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (starts[mid]! <= at) lo = mid;
      else hi = mid - 1;
    }
    found.push(lo);
    from = starts[lo + 1]!; // one hit per product is enough: go on from the next one
  }
  return found;
}
