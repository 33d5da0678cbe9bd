/// <reference lib="webworker" />
// The shop's service worker (issue 29): the app shell precached, so that the shop opens with no
// network; pages always from the network first (they are rendered with the viewer's prices), the
// precached shell only when the network fails; product pictures kept as they are viewed.

import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache, precacheAndRoute, cleanupOutdatedCaches } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const SHELL = '/index.html';

// A page the network cannot bring becomes the shell, which then works from the device's data.
const network = new NetworkOnly();
registerRoute(
  new NavigationRoute(async (options) => {
    try {
      return await network.handle(options);
    } catch {
      return (await matchPrecache(SHELL)) ?? Response.error();
    }
  }),
);

// Product pictures: the first screen's are fetched when a customer is prepared, the rest as
// they are viewed; the oldest go first past the limit.
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/media/images/'),
  new CacheFirst({
    cacheName: 'product-images',
    plugins: [new ExpirationPlugin({ maxEntries: 3000, maxAgeSeconds: 7 * 86_400, purgeOnQuotaError: true })],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
