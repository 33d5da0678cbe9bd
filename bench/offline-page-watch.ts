/**
 * What the offline browsing benchmark runs inside the page to time what it draws: each watcher
 * resolves a promise on `globalThis` with the time to the frame that shows the answer, found by a
 * MutationObserver rather than polled from outside (polling on every frame ran on the page's
 * throttled thread and slowed what it measured). Each is sent to the page as text: no named
 * function may be declared inside, as the TypeScript loader adds helpers around named ones.
 *
 * The frame's end: a task of the highest priority (`scheduler.postTask`, 'user-blocking') asked
 * for in the frame's animation-frame callback runs once that frame's style, layout and paint are
 * done, before the tasks of normal priority (in traces, 0.2–1.4 ms after the frame's task; once
 * 14 ms, after two pictures' loading tasks). The timer the watchers used before (`…TimerMs`, still resolved for comparison)
 * ran after whatever tasks were already queued: the failed pictures' placeholders loading and
 * parsed, the page's other cards drawn. In a trace of the offline searches it ended 50–100 ms
 * after the frame that showed the answer.
 */

/**
 * Runs in the page before its own scripts: resolves `firstCardsMs` with the time from the
 * navigation's start to the end of the first frame that shows a product card, as `answerDrawnMs`
 * below (`firstCardsTimerMs`: to the timer after it).
 */
export function firstCardsWatch(): void {
  const g = globalThis as unknown as {
    firstCardsMs: Promise<number>;
    firstCardsTimerMs: Promise<number>;
    document: { querySelector(s: string): unknown };
    MutationObserver: new (f: () => void) => { observe(n: unknown, o: object): void; disconnect(): void };
    requestAnimationFrame(f: () => void): void;
    scheduler: { postTask(f: () => void, o: { priority: string }): unknown };
  };
  // Kept in a list, not a variable: a function assigned to a variable is given a name.
  const timerResolved: ((ms: number) => void)[] = [];
  g.firstCardsTimerMs = new Promise((resolve) => {
    timerResolved.push(resolve);
  });
  g.firstCardsMs = new Promise((resolve) => {
    const observer = new g.MutationObserver(() => {
      if (g.document.querySelector('[data-testid="product-card"]') === null) return;
      observer.disconnect();
      g.requestAnimationFrame(() => {
        g.scheduler.postTask(() => resolve(performance.now()), { priority: 'user-blocking' });
        setTimeout(() => timerResolved[0]!(performance.now()), 0);
      });
    });
    observer.observe(g.document, { subtree: true, childList: true });
  });
}

/**
 * What an answer drawn must show besides no reply awaited and a card (or the text for no result):
 * a search's heading, or, after a filter, an address and a count other than the ones before.
 */
export interface AnswerShown {
  /** The event that asks: Enter in 'Cerca...' (keydown), or a filter's click. */
  on: 'keydown' | 'click';
  heading?: string;
  before?: { search: string; count: string | null };
}

/**
 * Runs in the page: resolves `answerDrawnMs` with the time from the next `on` event (a keydown:
 * Enter's) to the end of the first frame after the listing holds its answer (`AnswerShown`);
 * `answerTimerMs` to the timer after that frame. `sidebarDrawnMs` holds the time to the end of
 * the frame after the filters' sidebar last changed (0 while it has not): read once the page has
 * settled, it tells when the answer's counts were on screen, which need not be with its cards.
 */
export function answerWatch(shown: AnswerShown): void {
  type El = { textContent: string | null; getAttribute(name: string): string | null } | null;
  const g = globalThis as unknown as {
    answerDrawnMs: Promise<number>;
    answerTimerMs: Promise<number>;
    sidebarDrawnMs: number;
    sidebarWatch?: { disconnect(): void };
    location: { search: string };
    document: {
      querySelector(s: string): El;
      getElementById(id: string): unknown;
      body: { innerText: string };
      addEventListener(t: string, f: (e: { key?: string }) => void, o: object): void;
    };
    MutationObserver: new (f: () => void) => { observe(n: unknown, o: object): void; disconnect(): void };
    requestAnimationFrame(f: () => void): void;
    scheduler: { postTask(f: () => void, o: { priority: string }): unknown };
  };
  const d = g.document;
  const { heading, before } = shown;
  // Kept in a list, not a variable: a function assigned to a variable is given a name.
  const timerResolved: ((ms: number) => void)[] = [];
  g.answerTimerMs = new Promise((resolve) => {
    timerResolved.push(resolve);
  });
  g.answerDrawnMs = new Promise((resolve) => {
    d.addEventListener(
      shown.on,
      (e) => {
        if (shown.on === 'keydown' && e.key !== 'Enter') return;
        const start = performance.now();
        // Marks for a trace (TRACE=…): the window in which the page's work for this answer is summed.
        performance.mark('answer-asked');
        g.sidebarDrawnMs = 0;
        const sidebar = new g.MutationObserver(() => {
          g.requestAnimationFrame(() => {
            g.scheduler.postTask(
              () => {
                g.sidebarDrawnMs = performance.now() - start;
              },
              { priority: 'user-blocking' },
            );
          });
        });
        // The last answer's watch stops here, or it would write its own time over this one's.
        g.sidebarWatch?.disconnect();
        g.sidebarWatch = sidebar;
        const sidebarElement = d.getElementById('listing-filters');
        // Text and elements only: React sets the hidden fields' name, type and value attributes
        // of 'Cerca qui' again in a later commit after every answer, where nothing shows.
        if (sidebarElement !== null) sidebar.observe(sidebarElement, { subtree: true, childList: true, characterData: true });
        const observer = new g.MutationObserver(() => {
          const drawn =
            (heading === undefined || d.querySelector('h1')?.textContent === heading) &&
            (before === undefined ||
              (g.location.search !== before.search &&
                (d.querySelector('[data-testid="listing-count"]')?.textContent ?? null) !== before.count)) &&
            d.querySelector('#main [aria-busy]')?.getAttribute('aria-busy') === 'false' &&
            (d.querySelector('[data-testid="product-card"]') !== null ||
              /Nessun articolo/i.test(d.body.innerText));
          if (!drawn) return;
          observer.disconnect();
          // The frame that shows it: the end of the next animation frame's rendering.
          g.requestAnimationFrame(() => {
            g.scheduler.postTask(
              () => {
                performance.mark('answer-drawn');
                resolve(performance.now() - start);
              },
              { priority: 'user-blocking' },
            );
            setTimeout(() => timerResolved[0]!(performance.now() - start), 0);
          });
        });
        observer.observe(d, { subtree: true, childList: true, attributes: true, characterData: true });
      },
      { capture: true, once: true },
    );
  });
}

/**
 * Runs in the page: resolves `headingDrawnMs` with the time from the next Enter to the end of the
 * first frame after the page's heading reads `text` (a product's page opened from its card);
 * `headingTimerMs` to the timer after it.
 */
export function headingWatch(text: string): void {
  const g = globalThis as unknown as {
    headingDrawnMs: Promise<number>;
    headingTimerMs: Promise<number>;
    document: { querySelector(s: string): { textContent: string | null } | null; addEventListener(t: string, f: (e: { key?: string }) => void, o: object): void };
    MutationObserver: new (f: () => void) => { observe(n: unknown, o: object): void; disconnect(): void };
    requestAnimationFrame(f: () => void): void;
    scheduler: { postTask(f: () => void, o: { priority: string }): unknown };
  };
  const d = g.document;
  // Kept in a list, not a variable: a function assigned to a variable is given a name.
  const timerResolved: ((ms: number) => void)[] = [];
  g.headingTimerMs = new Promise((resolve) => {
    timerResolved.push(resolve);
  });
  g.headingDrawnMs = new Promise((resolve) => {
    d.addEventListener(
      'keydown',
      (e) => {
        if (e.key !== 'Enter') return;
        const start = performance.now();
        const observer = new g.MutationObserver(() => {
          if (d.querySelector('h1')?.textContent !== text) return;
          observer.disconnect();
          g.requestAnimationFrame(() => {
            g.scheduler.postTask(() => resolve(performance.now() - start), { priority: 'user-blocking' });
            setTimeout(() => timerResolved[0]!(performance.now() - start), 0);
          });
        });
        observer.observe(d, { subtree: true, childList: true, characterData: true });
      },
      { capture: true, once: true },
    );
  });
}
