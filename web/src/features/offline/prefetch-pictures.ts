import type { OfflinePackage } from './offline-package';

/** A listing's first screen: the pictures the agent sees first when offline. */
const FIRST_SCREEN = 42;

/**
 * Asks for the pictures of the first screen once, so that the service worker keeps them (its
 * product-images cache); the others are kept as they are viewed. A picture that fails is left
 * for later: the listing shows its placeholder offline.
 */
export async function prefetchFirstScreen(pkg: OfflinePackage): Promise<void> {
  if (!navigator.serviceWorker?.controller) return;
  const urls = pkg.catalogue.products.image.filter(Boolean).slice(0, FIRST_SCREEN);
  // A few at a time: the download of the next customer shares the connection.
  for (let i = 0; i < urls.length; i += 6) {
    await Promise.all(urls.slice(i, i + 6).map((url) => fetch(url, { credentials: 'same-origin' }).catch(() => undefined)));
  }
}
