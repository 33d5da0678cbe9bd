import { memo, useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { useOffline } from '../../../lib/use-offline';
import { QuickViewDialog } from '../../../lib/shop-slots';
import { isPlainClick } from '../../../lib/plain-click';
import type { ListingProduct } from './ProductCard';
import { ProductCard } from './ProductCard';
import { cardsInFirstScreen, keepGeometry, lastGeometry, measureGrid } from './first-screen-cards';
import styles from '../Listing.module.css';

/** Cards whose pictures load first: the first row on a wide screen, the first two on a phone. */
const PRIORITY_CARDS = 4;

/**
 * Offline, a page of cards is drawn in two frames: the cards the first screen shows with the
 * answer, the others in the frame after (the device answers at once, and drawing 42 cards is then
 * most of a search's time, and of the first paint, on a phone). How many the first screen shows is
 * read from the grid once drawn whole (first-screen-cards). Online, and while the page the server
 * rendered is taken over (`useOffline` then reads the server's answer, online), it is drawn whole.
 */
function useCardsDrawn(products: readonly ListingProduct[], list: RefObject<HTMLUListElement | null>): { drawn: readonly ListingProduct[]; whole: boolean } {
  const offline = useOffline();
  const [whole, setWhole] = useState<readonly ListingProduct[] | null>(() => (offline ? null : products));
  const firstScreen = offline ? cardsInFirstScreen(lastGeometry(), { width: window.innerWidth, height: window.innerHeight }) : products.length;
  const drawnWhole = whole === products || !offline || products.length <= firstScreen;
  useEffect(() => {
    if (drawnWhole) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => (timer = window.setTimeout(() => setWhole(products), 0)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [drawnWhole, products]);
  useEffect(() => {
    if (!offline || !drawnWhole || !list.current) return;
    const measured = measureGrid(list.current);
    if (measured) keepGeometry(measured);
  }, [offline, drawnWhole, products, list]);
  return { drawn: drawnWhole ? products : products.slice(0, firstScreen), whole: drawnWhole };
}

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
  const list = useRef<HTMLUListElement>(null);
  const { drawn, whole } = useCardsDrawn(products, list);
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
      {/* data-cards-drawn: whether the page's last cards are drawn yet (see useCardsDrawn). */}
      <ul ref={list} className={styles['product-grid']} onClick={follow} data-cards-drawn={whole ? 'all' : 'first-screen'}>
        {drawn.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} priority={index < PRIORITY_CARDS} onQuickView={() => setQuickView(product.id)} />
          </li>
        ))}
      </ul>
      {quickView && <QuickViewDialog productId={quickView} outlet={outlet} onClose={() => setQuickView(null)} />}
    </>
  );
});
