import { z } from 'zod';
import { errore, flag01, num, optionalNum, stringList, text } from '../fields.ts';
import type { CatalogueProduct, CatalogueSize, CatalogueVariation, PricingContextData } from '../../erp/models.ts';
import { rebuildImageNames } from './image-names.ts';

const sizeSchema = z
  .object({
    name: text(),
    IDArtSizeColor: num(),
    skuSizeColor: text(),
    stock: optionalNum(),
    qtaOrdFor: num(),
    qtaImpCli: num(),
    pricesco: num(),
    priceOld: num(),
    priceNoSco: num(),
    priceIva: num(),
    preLis: num(),
    tag: stringList(),
    flgNoWeb: flag01(),
    promo: num(),
    catalogo: num(),
    Ord1: num(),
    Ord2: num(),
  })
  .loose();

const variationSchema = z
  .object({ color: text(), hexColor: num(), image: stringList(), size: z.array(sizeSchema).nullish() })
  .loose();

const fileSchema = z.union([z.string(), z.object({ name: text() }).loose().transform((f) => f.name)]);

const productSchema = z
  .object({
    id: num(Number.NaN).refine((n) => Number.isFinite(n), 'product without id'),
    sku: text(),
    name: text(),
    shortDescription: text(),
    category: text(),
    subcategory: text(),
    brands: text(),
    templates: text(),
    seasons: text(),
    tag: stringList(),
    price: num(),
    pricesco: num(),
    discount: num(),
    stock: optionalNum(),
    image: stringList(),
    variation: z.array(variationSchema).nullish(),
    affiliateLink: text(),
    files: z.array(fileSchema).nullish(),
    catalogo: num(),
    promo: num(),
    altdat1: text(),
    altdat2: num(),
    altdat3: text(),
    rating: num(),
    recommended: flag01(),
    new: flag01(),
    saleCount: num(),
    codiciAlternativi: text(),
  })
  .loose();

const descriptionSchema = z
  .object({ id: num(), DesWeb: text(), fullDescription: text() })
  .loose();

/**
 * The fields of a getProducts reply besides its products and descriptions: the pricing context
 * (all a `withoutItems` reply carries). The products are read apart, as they stream in
 * (catalogue-reply.ts).
 */
export const catalogueContextSchema = z
  .object({
    Errore: errore().default(''),
    itemsNoSco: z.array(num()).nullish(),
    personal: z
      .object({ TipLis: num(), S1: num(), S2: num(), IDLis: num() })
      .loose()
      .nullish(),
    condizioni: z.array(z.object({ IDArt: num(), Pre: num(), Sco: num() }).loose()).nullish(),
    ultimiPrezzi: z.array(z.object({ IDART: num(), ULTPRE: num() }).loose()).nullish(),
  })
  .loose();

type RawProduct = z.output<typeof productSchema>;
type RawSize = z.output<typeof sizeSchema>;

function normaliseSize(s: RawSize): CatalogueSize {
  return {
    name: s.name,
    articleId: s.IDArtSizeColor,
    sku: s.skuSizeColor,
    stock: s.stock,
    onOrderFromSupplier: s.qtaOrdFor,
    committedToCustomers: s.qtaImpCli,
    customerPrice: s.pricesco,
    formerPrice: s.priceOld,
    basePrice: s.priceNoSco,
    priceWithVat: s.priceIva,
    listPrice: s.preLis,
    tags: s.tag,
    noWeb: s.flgNoWeb,
    promo: s.promo,
    printedCatalogue: s.catalogo,
    colourOrder: s.Ord1,
    sizeOrder: s.Ord2,
  };
}

type RawDescription = z.output<typeof descriptionSchema>;

function normaliseProduct(p: RawProduct, descriptions: ReadonlyMap<number, RawDescription>): CatalogueProduct {
  const variations: CatalogueVariation[] = (p.variation ?? []).map((v) => ({
    color: v.color,
    hex: `#${Math.max(0, Math.trunc(v.hexColor)).toString(16).padStart(6, '0').slice(-6)}`,
    images: v.image,
    sizes: (v.size ?? []).map(normaliseSize),
  }));
  const d = descriptions.get(p.id);
  return {
    id: p.id,
    sku: p.sku,
    name: p.name,
    shortDescription: p.shortDescription,
    category: p.category,
    subcategory: p.subcategory,
    brand: p.brands,
    template: p.templates,
    season: p.seasons,
    tags: p.tag,
    price: p.price,
    customerPrice: p.pricesco,
    discount: p.discount,
    stock: p.stock,
    images: rebuildImageNames(p.sku, p.image),
    variations,
    affiliateLink: p.affiliateLink,
    files: (p.files ?? []).filter((f) => f !== ''),
    printedCatalogue: p.catalogo,
    promo: p.promo,
    unitLabel: p.altdat1,
    markupPercent: p.altdat2,
    promoFlag: p.altdat3 === '1',
    rating: p.rating,
    recommended: p.recommended,
    isNew: p.new,
    saleCount: p.saleCount,
    alternativeCodes: p.codiciAlternativi.split(/[\s,;]+/).filter(Boolean),
    desWeb: d?.DesWeb ?? '',
    fullDescription: d?.fullDescription ?? '',
  };
}

const NO_DESCRIPTIONS: ReadonlyMap<number, RawDescription> = new Map();

/**
 * One product of a streamed catalogue reply (catalogue-reply.ts), validated as the whole reply's
 * items are; its descriptions arrive separately and are set with `describe`.
 */
export function productOf(raw: unknown): CatalogueProduct {
  return normaliseProduct(productSchema.parse(raw), NO_DESCRIPTIONS);
}

export function descriptionOf(raw: unknown): { id: number; desWeb: string; fullDescription: string } {
  const d = descriptionSchema.parse(raw);
  return { id: d.id, desWeb: d.DesWeb, fullDescription: d.fullDescription };
}

export function normalisePricingContext(reply: z.output<typeof catalogueContextSchema>): PricingContextData {
  return {
    personal: reply.personal
      ? { priceListType: reply.personal.TipLis, s1: reply.personal.S1, s2: reply.personal.S2, listId: reply.personal.IDLis }
      : null,
    conditions: (reply.condizioni ?? []).map((c) => ({ articleId: c.IDArt, pre: c.Pre, sco: c.Sco })),
    lastPrices: (reply.ultimiPrezzi ?? []).map((u) => ({ articleId: u.IDART, price: u.ULTPRE })),
    itemsNoSco: reply.itemsNoSco ?? [],
  };
}
