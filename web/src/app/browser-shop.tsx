import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { Providers } from './providers';
import { App } from './App';
import type { ClientRendering } from '../lib/urql-client';

/** The shop in the browser, either rendered there or taking over the server's page (both in main.tsx). */
export function BrowserShop({ rendering }: { rendering?: ClientRendering }) {
  return (
    <StrictMode>
      <BrowserRouter>
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
