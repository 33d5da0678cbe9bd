import { useEffect } from 'react';

let announced = false;

/** The announcement's event on the document (public/start-after-load.js listens for it too). */
const SHOP_READY = 'shop-ready';

/** Settles when the first page has been taken over: the page's commit announces it. */
export function shopReady(): Promise<void> {
  return new Promise((resolve) => document.addEventListener(SHOP_READY, () => resolve(), { once: true }));
}

/**
 * Announces once, with the first page on screen, that the shop answers: a page rendered on the
 * server kept what the buyer did before that (public/start-after-load.js) and does it again now.
 * Rendered beside the page, in its Suspense boundary, so it commits when the page has hydrated.
 * The mark on <html> lets end-to-end tests act once the page answers, as a patient buyer would.
 */
export function ShopReady() {
  useEffect(() => {
    if (announced) return;
    announced = true;
    document.documentElement.dataset.shop = 'ready';
    document.dispatchEvent(new Event(SHOP_READY));
  }, []);
  return null;
}
