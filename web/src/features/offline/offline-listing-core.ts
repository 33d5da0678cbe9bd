import type { OfflineFeatures, ProductColumns } from '@shop/offline-package';
import { buildListingIndex, type ListingIndex } from './offline-listing';
import type { OfflinePackage } from './offline-package';
import { buildSearchIndex, type OfflineSearchIndex } from './offline-search-index';

/**
 * What the listing, its filters, its counts and its search read of a customer's package, with
 * their indexes built: a small part of the package (no articles, no descriptions), in columns and
 * typed arrays. The device keeps it beside the package and answers the listing from it alone:
 * read back in 74–190 ms at CPU 4x where the whole package (tens of MB to clone) and the indexes
 * built from it took 0.8–1.1 s (bench/README), the wait of a search typed right after the shop
 * opened offline.
 */
export interface ListingCore {
  showsPrices: boolean;
  /** The company's switches, from the package (absent in one made before they were carried). */
  features?: OfflineFeatures;
  products: Pick<ProductColumns, 'id' | 'sku' | 'name' | 'image' | 'unitLabel' | 'promo' | 'price' | 'oldPrice' | 'soldOut'>;
  listing: ListingIndex;
  search: OfflineSearchIndex;
}

const built = new WeakMap<OfflinePackage, ListingCore>();

/** The package's listing core, built once per package read. */
export function listingCoreOf(pkg: OfflinePackage): ListingCore {
  const known = built.get(pkg);
  if (known) return known;
  const { id, sku, name, image, unitLabel, promo, price, oldPrice, soldOut } = pkg.catalogue.products;
  const core: ListingCore = {
    showsPrices: pkg.showsPrices,
    ...(pkg.features ? { features: pkg.features } : {}),
    products: { id, sku, name, image, unitLabel, promo, price, oldPrice, soldOut },
    listing: buildListingIndex(pkg),
    search: buildSearchIndex(pkg),
  };
  built.set(pkg, core);
  return core;
}
