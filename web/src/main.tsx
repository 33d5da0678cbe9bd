// The global styles first, so that every component's own styles come after them in the
// stylesheet and win over a control's where both apply (the header's menu button over
// .icon-button).
import './app/styles/tokens.css';
import './components/controls.css';
import './app/styles/base.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { SSRData } from 'urql';
import { BrowserShop, startToasts } from './app/browser-shop';
import { preloadFirstPage } from './app/routes';
import { Footer } from './app/layout/Layout';
import { LazyRecentPurchases } from './app/shop-slots';
import { restoredResultsExchange } from './lib/restored-results';
import { shopReady } from './app/layout/ShopReady';
import { registerServiceWorker } from './features/offline/register-service-worker';

const root = document.getElementById('root');
// The gateway renders the listing and the product page (entry-server.tsx) and writes the replies
// it used beside them; their scripts start once the page has loaded (public/start-after-load.js).
const rendered = document.getElementById('ssr-data')?.textContent;
const firstPage = preloadFirstPage(window.location.pathname);

/**
 * Everything the server rendered that is loaded on demand, loaded before hydrating: a part still
 * loading would be thrown away and drawn again by the first update that reaches it. The gateway
 * inlines the stylesheets of the same parts (gateway/src/http/server-render/rendered-routes.ts).
 */
function shownParts(): Promise<unknown> {
  const parts = [firstPage, Footer.preload()];
  if (document.querySelector('[data-testid="recent-purchases"]')) parts.push(LazyRecentPurchases.preload());
  return Promise.all(parts);
}

if (root && rendered) {
  const replies = JSON.parse(rendered) as SSRData;
  const hydrated = shopReady();
  void shownParts().then(() => {
    // As a transition, the hydration yields to the browser every few milliseconds: a phone keeps
    // scrolling and answering taps while the page becomes interactive, with no long task.
    startTransition(() => {
      hydrateRoot(root, <BrowserShop rendering={{ ssr: restoredResultsExchange(replies, hydrated), hydrated }} />);
    });
  });
} else if (root) {
  createRoot(root).render(<BrowserShop />);
}
startToasts();
registerServiceWorker();
