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

/**
 * One size-colour article. The ERP's names of these figures are read in upstream/replies/products.ts
 * only; the README's table 'ERP names → shop names' pairs them with these.
 */
export interface CatalogueSize {
  name: string;
  articleId: number;
  sku: string;
  /** null when the upstream sent none (company 2 then counts 9999). */
  stock: number | null;
  /** Pieces ordered from the supplier and not yet arrived (design §5.2). */
  onOrderFromSupplier: number;
  /** Of those, pieces already promised to customers' orders. */
  committedToCustomers: number;
  /** This customer's own price, net; 0 means none (design §5.1: a cap on the discounted price). */
  customerPrice: number;
  /** The ERP's own struck-through price: the shop works out its old price itself (§5.1 step 5) and only watches this one for changes. */
  formerPrice: number;
  /** The price discounts start from, net (§5.1's base price). */
  basePrice: number;
  /** The ERP's VAT-inclusive price, as a company showing prices 'i.i.' shows it. */
  priceWithVat: number;
  /** The price-list price, net; 0 means none. */
  listPrice: number;
  tags: string[];
  noWeb: boolean;
  promo: number;
  /** Non-zero when the article is in the printed catalogue, so still orderable from the supplier; sent back with each priced line. */
  printedCatalogue: number;
  /** The colour's and the size's places in the ERP's own order; carried onto cart lines. */
  colourOrder: number;
  sizeOrder: number;
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
  /** As a size's. */
  customerPrice: number;
  discount: number;
  stock: number | null;
  /** Rebuilt names: sku plus index, last image first. */
  images: string[];
  variations: CatalogueVariation[];
  affiliateLink: string;
  files: string[];
  /** As a size's: non-zero when in the printed catalogue. */
  printedCatalogue: number;
  promo: number;
  unitLabel: string;
  /** Percent added to the prices of a company whose rules say so (company 2). */
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
