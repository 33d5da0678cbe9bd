import { memo, useState } from 'react';
import { QuickViewDialog } from '../../../lib/shop-slots';
import type { ListingProduct } from './ProductCard';
import { ProductCard } from './ProductCard';
import styles from '../Listing.module.css';

/** Cards whose pictures load first: the first row on a wide screen, the first two on a phone. */
const PRIORITY_CARDS = 4;

/**
 * The page of cards, and the quick view of the card whose action was chosen. Drawn again only for
 * a new page of products: while the next search or filter loads, the listing keeps the last page
 * on screen and re-renders around it (its heading, the filters), not its 42 cards.
 */
export const ProductGrid = memo(function ProductGrid({ products, outlet = false }: { products: readonly ListingProduct[]; outlet?: boolean }) {
  const [quickView, setQuickView] = useState<string | null>(null);
  return (
    <>
      <ul className={styles['product-grid']}>
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} priority={index < PRIORITY_CARDS} onQuickView={() => setQuickView(product.id)} />
          </li>
        ))}
      </ul>
      {quickView && <QuickViewDialog productId={quickView} outlet={outlet} onClose={() => setQuickView(null)} />}
    </>
  );
});
