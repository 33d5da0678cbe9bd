import type { CatalogueProduct, CatalogueSize, CatalogueVariation } from '../erp/models.ts';

/**
 * A product's size-colour articles in two typed arrays instead of an object each: a 100,000-
 * product catalogue has about 2.5 million articles, and an object per article (with its boxed
 * prices) costs several times what its figures do here. The block belongs to its product alone,
 * so a product kept from one snapshot to the next keeps nothing else alive. A variation reads its
 * sizes back as objects when asked (CompactVariation.sizes), a few at a time per request.
 */

/** Whole-number fields; a row where one is not a 32-bit integer is kept as an object instead. */
const INT_FIELDS = ['articleId', 'onOrderFromSupplier', 'committedToCustomers', 'printedCatalogue', 'colourOrder', 'sizeOrder'] as const;
const PRICE_FIELDS = ['customerPrice', 'formerPrice', 'basePrice', 'priceWithVat', 'listPrice', 'promo'] as const;
/** Per row: the int fields, the stock, noWeb, and where the row's sku ends in `skus`. */
const STOCK = INT_FIELDS.length;
const NO_WEB = STOCK + 1;
const SKU_END = STOCK + 2;
const INTS = STOCK + 3;
const PRICES = PRICE_FIELDS.length;
const PROMO = PRICE_FIELDS.indexOf('promo');
/** A missing stock (null), which some companies count as plenty. */
const NO_STOCK = -2147483648;

const isInt32 = (n: number) => Number.isInteger(n) && n >= -2147483647 && n <= 2147483647;
const fitsColumns = (s: CatalogueSize) => INT_FIELDS.every((f) => isInt32(s[f])) && (s.stock === null || isInt32(s.stock));

export class SizeBlock {
  private readonly ints: Int32Array;
  private readonly prices: Float64Array;
  private readonly names: string[];
  private readonly skus: string;
  /** Rows with tags (most have none). */
  private tags: Map<number, string[]> | null = null;
  /** Rows whose figures do not fit the columns (a fractional stock, say), kept as they came. */
  private odd: Map<number, CatalogueSize> | null = null;

  constructor(sizes: readonly CatalogueSize[]) {
    const rows = sizes.length;
    this.ints = new Int32Array(rows * INTS);
    this.prices = new Float64Array(rows * PRICES);
    this.names = sizes.map((s) => s.name);
    let skuEnd = 0;
    sizes.forEach((s, row) => {
      const at = row * INTS;
      if (fitsColumns(s)) {
        INT_FIELDS.forEach((f, k) => (this.ints[at + k] = s[f]));
        this.ints[at + STOCK] = s.stock === null ? NO_STOCK : s.stock;
      } else (this.odd ??= new Map()).set(row, { ...s, tags: [...s.tags] });
      this.ints[at + NO_WEB] = s.noWeb ? 1 : 0;
      skuEnd += s.sku.length;
      this.ints[at + SKU_END] = skuEnd;
      PRICE_FIELDS.forEach((f, k) => (this.prices[row * PRICES + k] = s[f]));
      if (s.tags.length) (this.tags ??= new Map()).set(row, [...s.tags]);
    });
    this.skus = sizes.map((s) => s.sku).join('');
  }

  /** What the listing index reads of every product at every refresh, without an object per row. */
  name(row: number): string {
    return this.names[row]!;
  }

  noWeb(row: number): boolean {
    return this.ints[row * INTS + NO_WEB] === 1;
  }

  promo(row: number): number {
    return this.prices[row * PRICES + PROMO]!;
  }

  /** Row `row` as a new object: callers may keep it, never change the block. */
  get(row: number): CatalogueSize {
    const odd = this.odd?.get(row);
    if (odd) return { ...odd, tags: [...odd.tags] };
    const i = this.ints;
    const at = row * INTS;
    const p = row * PRICES;
    const stock = i[at + STOCK]!;
    return {
      name: this.names[row]!,
      articleId: i[at]!,
      sku: this.skus.slice(row === 0 ? 0 : i[at - INTS + SKU_END]!, i[at + SKU_END]!),
      stock: stock === NO_STOCK ? null : stock,
      onOrderFromSupplier: i[at + 1]!,
      committedToCustomers: i[at + 2]!,
      customerPrice: this.prices[p]!,
      formerPrice: this.prices[p + 1]!,
      basePrice: this.prices[p + 2]!,
      priceWithVat: this.prices[p + 3]!,
      listPrice: this.prices[p + 4]!,
      tags: [...(this.tags?.get(row) ?? [])],
      noWeb: i[at + NO_WEB] === 1,
      promo: this.prices[p + PROMO]!,
      printedCatalogue: i[at + 3]!,
      colourOrder: i[at + 4]!,
      sizeOrder: i[at + 5]!,
    };
  }
}

/** A colour of a product whose sizes live in the product's SizeBlock. */
export class CompactVariation implements CatalogueVariation {
  readonly color: string;
  readonly hex: string;
  readonly images: string[];

  constructor(
    v: Omit<CatalogueVariation, 'sizes'>,
    private readonly block: SizeBlock,
    private readonly first: number,
    private readonly count: number,
  ) {
    this.color = v.color;
    this.hex = v.hex;
    this.images = v.images;
  }

  get sizes(): CatalogueSize[] {
    const out: CatalogueSize[] = new Array(this.count);
    for (let i = 0; i < this.count; i++) out[i] = this.block.get(this.first + i);
    return out;
  }

  /** The names of the sizes shown on the web (not `noWeb`), in order. */
  webSizeNames(): string[] {
    const names: string[] = [];
    for (let row = this.first; row < this.first + this.count; row++) if (!this.block.noWeb(row)) names.push(this.block.name(row));
    return names;
  }

  /** Whether a size shown on the web is on promotion. */
  hasWebPromo(): boolean {
    for (let row = this.first; row < this.first + this.count; row++) if (!this.block.noWeb(row) && this.block.promo(row) > 0) return true;
    return false;
  }

  /** Serialised (shared between instances) with its sizes, as a plain variation. */
  toJSON(): CatalogueVariation {
    return { color: this.color, hex: this.hex, images: this.images, sizes: this.sizes };
  }
}

/** The product with its variations' sizes moved into one block (a product already compact stays as it is). */
export function compactSizes(p: CatalogueProduct): CatalogueProduct {
  if (p.variations.length === 0 || p.variations.every((v) => v instanceof CompactVariation)) return p;
  const block = new SizeBlock(p.variations.flatMap((v) => v.sizes));
  let first = 0;
  p.variations = p.variations.map((v) => {
    const compact = new CompactVariation(v, block, first, v.sizes.length);
    first += v.sizes.length;
    return compact;
  });
  return p;
}

/**
 * The names of a variation's sizes shown on the web. The listing index asks this of every product
 * at every refresh: a compact variation answers from its block, where reading `sizes` made an
 * object per article (about 7 KB of garbage a product, every refresh).
 */
export function webSizeNames(v: CatalogueVariation): string[] {
  return v instanceof CompactVariation ? v.webSizeNames() : v.sizes.filter((s) => !s.noWeb).map((s) => s.name);
}

/** Whether a size of the variation shown on the web is on promotion, read as `webSizeNames`. */
export function hasWebPromo(v: CatalogueVariation): boolean {
  return v instanceof CompactVariation ? v.hasWebPromo() : v.sizes.some((s) => s.promo > 0 && !s.noWeb);
}
