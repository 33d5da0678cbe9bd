import { memo, useState, type MouseEvent } from 'react';
import { QuickViewDialog } from '../../../lib/shop-slots';
import { isPlainClick } from '../../../lib/plain-click';
import type { ListingProduct } from './ProductCard';
import { ProductCard } from './ProductCard';
import styles from '../Listing.module.css';

/** Cards whose pictures load first: the first row on a wide screen, the first two on a phone. */
const PRIORITY_CARDS = 4;

/**
 * The page of cards, and the quick view of the card whose action was chosen. Drawn again only for
 * a new page of products: while the next search or filter loads, the listing keeps the last page
 * on screen and re-renders around it (its heading, the filters), not its 42 cards. The cards'
 * links are followed here, in one handler, with `onOpen` (the router's navigate, which keeps its
 * identity while the listing's address changes only in its query): nothing in the grid reads the
 * address, so a new address does not draw the cards again.
 */
export const ProductGrid = memo(function ProductGrid({
  products,
  outlet = false,
  onOpen,
}: {
  products: readonly ListingProduct[];
  outlet?: boolean;
  onOpen: (href: string) => unknown;
}) {
  const [quickView, setQuickView] = useState<string | null>(null);
  const follow = (event: MouseEvent<HTMLUListElement>) => {
    const link = (event.target as Element).closest('a[href]');
    // The native event: its defaultPrevented tells whether a link inside followed itself already
    // (the compare link is a ShopLink); React's copy was taken before any handler ran.
    if (!(link instanceof HTMLAnchorElement) || !isPlainClick(event.nativeEvent, link)) return;
    event.preventDefault();
    onOpen(link.getAttribute('href') ?? link.href);
  };
  return (
    <>
      {/* Clicks only: Enter on a focused link is a click too. */}
      <ul className={styles['product-grid']} onClick={follow}>
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
