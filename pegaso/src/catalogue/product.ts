/**
 * A product exactly as getProducts sends it (field names and casing of the ERP). The demo
 * generator produces these, the database stores them in columns, the catalogue cache rebuilds them.
 */

export interface SizeEntry {
  name: string;
  IDArtSizeColor: number;
  skuSizeColor: string;
  /** Absent on some company-2 articles: that company reads a missing stock as 9999. */
  stock?: number;
  qtaOrdFor: number;
  qtaImpCli: number;
  pricesco: number;
  priceOld: number;
  priceNoSco: number;
  priceIva: number;
  preLis: number;
  tag: string[];
  flgNoWeb: number;
  promo: number;
  catalogo: number;
  Ord1: number;
  Ord2: number;
}

export interface Variation {
  color: string;
  hexColor: number;
  image: string[];
  size: SizeEntry[];
}

export interface Product {
  id: number;
  sku: string;
  name: string;
  shortDescription: string;
  category: string;
  subcategory: string;
  brands: string;
  templates: string;
  seasons: string;
  tag: string[];
  price: number;
  pricesco: number;
  discount: number;
  stock?: number;
  image: string[];
  affiliateLink: string;
  files: Array<string | { name: string }>;
  catalogo: number;
  promo: number;
  altdat1: string;
  altdat2: number;
  altdat3: string;
  rating: number;
  /** True only for the products the caller of getProducts lists in `recommended`. */
  recommended: boolean;
  new: boolean;
  saleCount: number;
  codiciAlternativi: string;
  variation: Variation[];
}

export interface ProductDescription {
  id: number;
  DesWeb: string;
  fullDescription: string;
}
