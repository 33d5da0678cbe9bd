import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { Providers } from './providers';
import { useOffline } from '../lib/use-offline';
import { App } from './App';
import type { ClientRendering } from '../lib/urql-client';

/** The shop in the browser, either rendered there or taking over the server's page (both in main.tsx). */
export function BrowserShop({ rendering }: { rendering?: ClientRendering }) {
  // Offline the device answers a page's questions at once, and a navigation applied as a
  // transition only costs: React renders it in slices of a few milliseconds with a frame between
  // each, which on a phone's CPU doubled the time from Enter to a search's answer drawn.
  const offline = useOffline();
  return (
    <StrictMode>
      <BrowserRouter useTransitions={!offline}>
        <Providers rendering={rendering}>
          <App />
        </Providers>
      </BrowserRouter>
    </StrictMode>
  );
}

/** The toasts' root, after the page's: nothing on the first screen needs it. */
export function startToasts(): void {
  void import('./toasts').then(({ mountToasts }) => mountToasts());
}
