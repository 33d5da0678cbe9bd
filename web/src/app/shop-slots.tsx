import { lazy, Suspense, type ReactNode } from 'react';
import { useAddToCart } from '../features/cart/use-add-to-cart';
import { WishlistToggle } from '../features/wishlist/WishlistToggle';
import { CompareButton } from '../features/compare/CompareButton';
import { preloadable } from '../lib/preloadable';
import { ShopSlotsContext, type QuickViewProps, type ShopSlots } from '../lib/shop-slots';

// The quick view carries the product page's pieces: it loads with the first card opened.
const LazyQuickView = lazy(() =>
  import('../features/product/QuickViewDialog').then((m) => ({ default: m.QuickViewDialog })),
);

export const LazyRecentPurchases = preloadable(() => import('../features/recent-purchases/RecentPurchases'), (m) => m.RecentPurchases);

function RecentPurchases() {
  return (
    <Suspense fallback={null}>
      <LazyRecentPurchases />
    </Suspense>
  );
}

function QuickView(props: QuickViewProps) {
  return (
    <Suspense fallback={null}>
      <LazyQuickView {...props} />
    </Suspense>
  );
}

const slots: ShopSlots = { WishlistToggle, QuickView, useAddToCart, CompareButton, RecentPurchases };

/** Composes the features: each one reaches the others only through these slots. */
export function ShopSlotsProvider({ children }: { children: ReactNode }) {
  return <ShopSlotsContext.Provider value={slots}>{children}</ShopSlotsContext.Provider>;
}
