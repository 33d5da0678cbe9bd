import type { CatalogueProduct, CatalogueSize, CatalogueVariation } from '../erp/models.ts';

/** Builders for catalogue fixtures in tests: only what a test states differs from neutral. */
export function size(over: Partial<CatalogueSize> = {}): CatalogueSize {
  return {
    name: 'M', articleId: 1, sku: 'X-M', stock: 10, onOrderFromSupplier: 0, committedToCustomers: 0, customerPrice: 0, formerPrice: 0,
    basePrice: 10, priceWithVat: 12.2, listPrice: 12, tags: [], noWeb: false, promo: 0, printedCatalogue: 1, colourOrder: 0, sizeOrder: 0,
    ...over,
  };
}

export function variation(color: string, sizes: CatalogueSize[]): CatalogueVariation {
  return { color, hex: '#ffffff', images: [], sizes };
}

export function product(over: Partial<CatalogueProduct> = {}): CatalogueProduct {
  return {
    id: 1, sku: 'SKU1', name: 'Prodotto', shortDescription: '', category: '', subcategory: '', brand: '', template: '',
    season: '', tags: [], price: 10, customerPrice: 0, discount: 0, stock: 10, images: [], variations: [], affiliateLink: '',
    files: [], printedCatalogue: 1, promo: 0, unitLabel: '', markupPercent: 0, promoFlag: false, rating: 0, recommended: false,
    isNew: false, saleCount: 0, alternativeCodes: [], desWeb: '', fullDescription: '',
    ...over,
  };
}
