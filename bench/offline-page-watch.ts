/**
 * What the offline browsing benchmark runs inside the page to time what it draws: each watcher
 * resolves a promise on `globalThis` with the time to the frame that shows the answer, found by a
 * MutationObserver rather than polled from outside (polling on every frame ran on the page's
 * throttled thread and slowed what it measured). Each is sent to the page as text: no named
 * function may be declared inside, as the TypeScript loader adds helpers around named ones.
 */

/**
 * Runs in the page before its own scripts: resolves `firstCardsMs` with the time from the
 * navigation's start to the first frame that shows a product card, as `searchDrawnMs` below.
 */
export function firstCardsWatch(): void {
  const g = globalThis as unknown as {
    firstCardsMs: Promise<number>;
    document: { querySelector(s: string): unknown };
    MutationObserver: new (f: () => void) => { observe(n: unknown, o: object): void; disconnect(): void };
    requestAnimationFrame(f: () => void): void;
  };
  g.firstCardsMs = new Promise((resolve) => {
    const observer = new g.MutationObserver(() => {
      if (g.document.querySelector('[data-testid="product-card"]') === null) return;
      observer.disconnect();
      g.requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
    });
    observer.observe(g.document, { subtree: true, childList: true });
  });
}

/**
 * Runs in the page: resolves `searchDrawnMs` with the time from the next Enter key to the first
 * frame after the listing holds this search's answer (its heading, no reply awaited, and a card
 * or the text for no result), watched by a MutationObserver rather than polled.
 */
export function drawnWatch(text: string): void {
  type El = { textContent: string | null; getAttribute(name: string): string | null } | null;
  const g = globalThis as unknown as {
    searchDrawnMs: Promise<number>;
    document: {
      querySelector(s: string): El;
      body: { innerText: string };
      addEventListener(t: string, f: (e: { key: string }) => void, o: object): void;
    };
    MutationObserver: new (f: () => void) => { observe(n: unknown, o: object): void; disconnect(): void };
    requestAnimationFrame(f: () => void): void;
  };
  const d = g.document;
  g.searchDrawnMs = new Promise((resolve) => {
    d.addEventListener(
      'keydown',
      (e) => {
        if (e.key !== 'Enter') return;
        const start = performance.now();
        // No named function inside: this body is sent to the page as text, without the helpers
        // the TypeScript loader adds around named ones.
        const observer = new g.MutationObserver(() => {
          const drawn =
            d.querySelector('h1')?.textContent === `Risultati per "${text}"` &&
            d.querySelector('#main [aria-busy]')?.getAttribute('aria-busy') === 'false' &&
            (d.querySelector('[data-testid="product-card"]') !== null ||
              /Nessun articolo/i.test(d.body.innerText));
          if (!drawn) return;
          observer.disconnect();
          // The frame that shows it: after the next animation frame's rendering.
          g.requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
        });
        observer.observe(d, { subtree: true, childList: true, attributes: true, characterData: true });
      },
      { capture: true, once: true },
    );
  });
}

/** What the listing shows before a filter is changed: the answer drawn must differ from it. */
export interface ListingShown {
  search: string;
  count: string | null;
}

/**
 * Runs in the page: resolves `filterDrawnMs` with the time from the next click to the first frame
 * after the listing holds that click's answer: the address changed, no reply awaited, a count
 * other than the one before, and a card or the text for no result.
 */
export function filterWatch(before: ListingShown): void {
  type El = { textContent: string | null; getAttribute(name: string): string | null } | null;
  const g = globalThis as unknown as {
    filterDrawnMs: Promise<number>;
    location: { search: string };
    document: {
      querySelector(s: string): El;
      body: { innerText: string };
      addEventListener(t: string, f: () => void, o: object): void;
    };
    MutationObserver: new (f: () => void) => { observe(n: unknown, o: object): void; disconnect(): void };
    requestAnimationFrame(f: () => void): void;
  };
  const d = g.document;
  g.filterDrawnMs = new Promise((resolve) => {
    d.addEventListener(
      'click',
      () => {
        const start = performance.now();
        const observer = new g.MutationObserver(() => {
          const drawn =
            g.location.search !== before.search &&
            d.querySelector('#main [aria-busy]')?.getAttribute('aria-busy') === 'false' &&
            (d.querySelector('[data-testid="listing-count"]')?.textContent ?? null) !== before.count &&
            (d.querySelector('[data-testid="product-card"]') !== null ||
              /Nessun articolo/i.test(d.body.innerText));
          if (!drawn) return;
          observer.disconnect();
          g.requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
        });
        observer.observe(d, { subtree: true, childList: true, attributes: true, characterData: true });
      },
      { capture: true, once: true },
    );
  });
}
