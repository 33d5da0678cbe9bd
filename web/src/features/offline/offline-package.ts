/**
 * The package the gateway prepares for one customer (gateway/src/offline/offline-package.ts):
 * columns of products and articles, priced by the gateway; the device never prices.
 */
export interface OfflinePackage {
  version: number;
  customer: { id: number; name: string };
  preparedAt: string;
  stockReadAt: string;
  /** After this (ISO) the device no longer uses the package: the gateway's OFFLINE_TTL_DAYS. */
  expiresAt?: string;
  showsPrices: boolean;
  catalogue: {
    products: {
      id: number[];
      sku: string[];
      name: string[];
      category: string[];
      subcategory: string[];
      brand: string[];
      tags: string[][];
      image: string[];
      unitLabel: string[];
      isNew: boolean[];
      promo: boolean[];
      /** The listing's 'from' price and struck-through price, by the gateway. */
      price: Array<number | null>;
      oldPrice: Array<number | null>;
      soldOut: boolean[];
    };
    articles: {
      product: number[];
      articleId: number[];
      sku: string[];
      colour: string[];
      hex: string[];
      size: string[];
      price: Array<number | null>;
      oldPrice: Array<number | null>;
      stock: number[];
      arriving: number[];
      unavailable: boolean[];
    };
  };
  sites: Array<{ id: number; name: string; address: string; postcode: string; locality: string; province: string }>;
  shippingModes: Array<{ id: number; description: string }>;
  paymentModes: Array<{ id: number; description: string; isDefault: boolean }>;
  pickupDates: string[];
}
