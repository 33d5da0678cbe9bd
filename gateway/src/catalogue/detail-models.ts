import type { CatalogueProduct, CatalogueSize, CatalogueVariation } from '../erp/models.ts';

/** What the Variation and SizeOption resolvers start from: the article and its product. */
export interface VariationModel {
  product: CatalogueProduct;
  variation: CatalogueVariation;
  sizes: CatalogueSize[];
}

export interface SizeModel {
  product: CatalogueProduct;
  size: CatalogueSize;
}
