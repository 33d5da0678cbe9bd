import type { Locator, Page } from 'playwright-core';

// Small questions asked inside the page. The tests compile without the DOM library, so the
// page's objects are described here only as far as they are used.
type Doc = { activeElement: unknown; documentElement: { scrollWidth: number } };

export const isFocused = (locator: Locator): Promise<boolean> =>
  locator.evaluate((el) => el === (el as unknown as { ownerDocument: Doc }).ownerDocument.activeElement);

export const borderStyle = (locator: Locator): Promise<string> =>
  locator.evaluate((el) =>
    (globalThis as unknown as { getComputedStyle(e: unknown): { borderTopStyle: string } }).getComputedStyle(el).borderTopStyle,
  );

/** Width of a loaded picture, 0 while it has not loaded. */
export const naturalWidth = (locator: Locator): Promise<number> =>
  locator.evaluate((img) => {
    const i = img as unknown as { complete: boolean; naturalWidth: number };
    return i.complete ? i.naturalWidth : 0;
  });

/** How far the page sticks out sideways (0 or less: nothing does). */
export const sidewaysOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const g = globalThis as unknown as { innerWidth: number; document: Doc };
    return g.document.documentElement.scrollWidth - g.innerWidth;
  });
