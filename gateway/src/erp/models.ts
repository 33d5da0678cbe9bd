import type { AccountModel } from './account-models.ts';
import type { SavedListsModel } from './cart-models.ts';

/** Normalised shapes of what the upstream returns; nothing outside upstream/ sees raw fields. */

export interface Credentials {
  username: string;
  password: string;
}

/** The user as the ERP's login answers it: who they are, what they may see, their saved lists. */
export interface LoginUser {
  username: string;
  customerId: number;
  agentId: number;
  referenceId: number;
  companyName: string;
  firstName: string;
  lastName: string;
  email: string;
  showPrice: boolean;
  showPromo: boolean;
  priceListType: number;
  s1: number;
  s2: number;
  recommendedIds: number[];
  /** The saved cart and wishlist, which only the login returns. */
  savedLists: SavedListsModel;
  /** The account as shown on the account page. */
  account: AccountModel;
}

export interface SiteModel {
  id: number;
  name: string;
  address: string;
  postcode: string;
  locality: string;
  province: string;
  country: string;
}

export interface CustomerModel {
  id: number;
  name: string;
  referenceId: number;
  sites: SiteModel[];
}

export interface CatalogueSize {
  name: string;
  articleId: number;
  sku: string;
  /** null when the upstream sent none (company 2 then counts 9999). */
  stock: number | null;
  qtaOrdFor: number;
  qtaImpCli: number;
  pricesco: number;
  priceOld: number;
  priceNoSco: number;
  priceIva: number;
  preLis: number;
  tags: string[];
  noWeb: boolean;
  promo: number;
  catalogo: number;
  ord1: number;
  ord2: number;
}

export interface CatalogueVariation {
  /** As sent: 'CODE-Name', optionally with a bracketed note. */
  color: string;
  hex: string;
  images: string[];
  sizes: CatalogueSize[];
}

export interface CatalogueProduct {
  id: number;
  sku: string;
  name: string;
  shortDescription: string;
  category: string;
  subcategory: string;
  brand: string;
  template: string;
  season: string;
  tags: string[];
  price: number;
  pricesco: number;
  discount: number;
  stock: number | null;
  /** Rebuilt names: sku plus index, last image first. */
  images: string[];
  variations: CatalogueVariation[];
  affiliateLink: string;
  files: string[];
  catalogo: number;
  promo: number;
  unitLabel: string;
  markupPercent: number;
  promoFlag: boolean;
  rating: number;
  recommended: boolean;
  isNew: boolean;
  saleCount: number;
  alternativeCodes: string[];
  desWeb: string;
  fullDescription: string;
}

export interface PricingContextData {
  personal: { priceListType: number; s1: number; s2: number; listId: number } | null;
  conditions: { articleId: number; pre: number; sco: number }[];
  lastPrices: { articleId: number; price: number }[];
  itemsNoSco: number[];
}
