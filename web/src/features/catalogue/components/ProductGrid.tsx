import { useState } from 'react';
import { QuickViewDialog } from '../../../lib/shop-slots';
import type { ListingProduct } from './ProductCard';
import { ProductCard } from './ProductCard';
import styles from '../Listing.module.css';

/** Cards whose pictures load first: the first row on a wide screen, the first two on a phone. */
const PRIORITY_CARDS = 4;

/** The page of cards, and the quick view of the card whose action was chosen. */
export function ProductGrid({ products, outlet = false }: { products: readonly ListingProduct[]; outlet?: boolean }) {
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
}
