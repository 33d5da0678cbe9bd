import type { ArticleLabel, ImageView } from '../catalogue/media-urls.ts';
import type { PresentedPrice } from '../catalogue/product-price.ts';
import type { Money } from '../domain/money.ts';
import type { CatalogueProduct } from '../erp/models.ts';

// The cart and the wishlist as the shop presents them to the viewer (cart-view.ts). The API's
// Cart and Wishlist have this shape, so resolvers return these as they are.

/** How far the goods are from free shipping, and what the notice says. */
export interface FreeShippingView {
  threshold: Money;
  gap: Money;
  reached: boolean;
  message: string;
}

export interface CartLineView extends ArticleLabel {
  id: string;
  /** The catalogue's product; null when it has left the catalogue (the line stays until removed). */
  product: CatalogueProduct | null;
  quantity: number;
  /** Null when the viewer sees no prices. */
  unitPrice: PresentedPrice | null;
  lineTotal: Money | null;
  /** The line in the header's preview: lineTotal, or at the customer price where the tenant says so. */
  previewTotal: Money | null;
  /** Pieces that can still be ordered beyond the line (stock plus free arrivals, minus the cart). */
  available: number;
  /** The most pieces the line can hold; a typed quantity above it is clipped to it. */
  maxQuantity: number;
}

export interface CartView {
  lines: CartLineView[];
  lineCount: number;
  itemCount: number;
  total: Money | null;
  previewTotal: Money | null;
  freeShipping: FreeShippingView | null;
}

export interface WishlistItemView {
  id: string;
  product: CatalogueProduct | null;
  sku: string;
  name: string;
  image: ImageView | null;
}

export interface WishlistView {
  items: WishlistItemView[];
  count: number;
}
