import type { CatalogueProduct, CatalogueSize, CatalogueVariation } from '../erp/models.ts';

/** Builders for catalogue fixtures in tests: only what a test states differs from neutral. */
export function size(over: Partial<CatalogueSize> = {}): CatalogueSize {
  return {
    name: 'M', articleId: 1, sku: 'X-M', stock: 10, qtaOrdFor: 0, qtaImpCli: 0, pricesco: 0, priceOld: 0,
    priceNoSco: 10, priceIva: 12.2, preLis: 12, tags: [], noWeb: false, promo: 0, catalogo: 1, ord1: 0, ord2: 0,
    ...over,
  };
}

export function variation(color: string, sizes: CatalogueSize[]): CatalogueVariation {
  return { color, hex: '#ffffff', images: [], sizes };
}

export function product(over: Partial<CatalogueProduct> = {}): CatalogueProduct {
  return {
    id: 1, sku: 'SKU1', name: 'Prodotto', shortDescription: '', category: '', subcategory: '', brand: '', template: '',
    season: '', tags: [], price: 10, pricesco: 0, discount: 0, stock: 10, images: [], variations: [], affiliateLink: '',
    files: [], catalogo: 1, promo: 0, unitLabel: '', markupPercent: 0, promoFlag: false, rating: 0, recommended: false,
    isNew: false, saleCount: 0, alternativeCodes: [], desWeb: '', fullDescription: '',
    ...over,
  };
}
