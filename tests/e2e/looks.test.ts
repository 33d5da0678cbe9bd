import { describe, expect, it } from 'vitest';
import { colours as demoColours } from '../../pegaso/src/demo/vocabulary.ts';
import { api, page, stack, submitLogin, useBrowserStack } from '../support/browser-stack.ts';

// How the home, the administrator's menu and the flip-book sit on a desktop (1366 px) and a
// phone (390 px): one title per banner slide and the picture never cropped, article cards filling
// a phone's width, the menu on one line, every colour named whole in the flip-book.
useBrowserStack({ viewport: { width: 1366, height: 900 } });

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const BANNER_RATIO = 1524 / 500;

async function boxOf(selector: ReturnType<typeof page.locator>): Promise<Box> {
  const box = await selector.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

describe('the home of company 1', () => {
  for (const width of [1366, 390]) {
    it(`shows the slide's title once and its whole picture (${width} px)`, async () => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await page.goto(`${stack.baseUrl}/`);
      const hero = page.getByTestId('hero-slider');
      const current = hero.locator('[aria-roledescription="slide"][aria-hidden="false"]');
      const picture = current.getByRole('img', { name: 'Nuova collezione' });
      await picture.waitFor();
      await expect
        .poll(() => picture.evaluate((img) => (img as unknown as { complete: boolean }).complete))
        .toBe(true);
      // The picture carries the title in its own drawing: no second one written over it.
      expect(await hero.getByText('Nuova collezione', { exact: true }).count()).toBe(0);
      // The picture's box has the picture's own proportion: nothing of it (a drawn title's
      // first letters) is cropped away.
      const box = await boxOf(picture);
      expect(box.width / box.height).toBeCloseTo(BANNER_RATIO, 1);
      expect(box.width).toBeGreaterThanOrEqual(width - 20);
      // The button is inside the slide and, on a phone, below the picture rather than over it.
      const button = current.getByRole('link', { name: 'Acquista Ora' });
      const buttonBox = await boxOf(button);
      if (width < 600) expect(buttonBox.y).toBeGreaterThanOrEqual(box.y + box.height);
      const viewport = await boxOf(current);
      expect(buttonBox.y + buttonBox.height).toBeLessThanOrEqual(viewport.y + viewport.height + 0.5);
    });
  }

  it('fills a phone with the article cards, two a row', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${stack.baseUrl}/`);
    const cards = page.getByTestId('home-block').getByTestId('home-product');
    await cards.first().waitFor();
    const block = await boxOf(
      page.getByTestId('home-block').filter({ has: page.getByTestId('home-product') }),
    );
    const boxes = await Promise.all((await cards.all()).map(boxOf));
    expect(boxes.length).toBeGreaterThanOrEqual(2);
    for (const [i, box] of boxes.entries()) {
      // Half the block less half the gap between two cards.
      expect(box.width).toBeGreaterThan(block.width / 2 - 16);
      expect(box.width).toBeLessThanOrEqual(block.width / 2);
      const left = i % 2 === 0;
      expect(Math.round(left ? box.x : box.x + box.width)).toBe(
        Math.round(left ? block.x : block.x + block.width),
      );
    }
  });
});

describe("the administrator's menu", () => {
  it('keeps every entry on one line at 1366 px', async () => {
    await submitLogin('CL900');
    await page.waitForURL((url) => url.pathname !== '/login');
    const menu = page.getByRole('navigation', { name: /menu/i }).getByRole('list').first();
    await menu.getByRole('link', { name: 'Configurazione ritiri' }).waitFor();
    const tops = await menu
      .locator(':scope > li')
      .evaluateAll((items) =>
        items.map((li) =>
          Math.round((li as unknown as { getBoundingClientRect(): Box }).getBoundingClientRect().y),
        ),
      );
    expect(tops.length).toBeGreaterThanOrEqual(13);
    expect(new Set(tops).size).toBe(1);
  });
});

describe('the flip-book on a phone', () => {
  it('names every colour of a page whole, inside the page', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { tenant } = await api<{ tenant: { catalogueBook: { pageUrlPattern: string } } }>(
      '{ tenant { catalogueBook { pageUrlPattern } } }',
    );
    // The demo catalogue's colours, as the pages name them ('03-Grigio Melange').
    const colours = demoColours.map((c) => c.name);
    await page.goto(`${stack.baseUrl}/CatalogFlip/3`);
    const sheet = page.getByTestId('flip-page');
    await sheet.locator('img').waitFor();
    const shownWidth = (await boxOf(sheet.locator('img'))).width;
    // Each page drawn at the width the phone shows it, its swatch labels measured there.
    const labels = await page.evaluate(
      async ({ pattern, pages, shownWidth }) => {
        // Runs in the page (the tests' TypeScript has no DOM types): the little of the DOM used.
        interface Rect {
          x: number;
          right: number;
        }
        interface El {
          style: Record<string, string>;
          innerHTML: string;
          textContent: string | null;
          nextElementSibling: El | null;
          getBoundingClientRect(): Rect;
          querySelector(selector: string): El | null;
          querySelectorAll(selector: string): Iterable<El>;
          setAttribute(name: string, value: string): void;
          removeAttribute(name: string): void;
          appendChild(child: El): void;
          remove(): void;
        }
        const doc = (globalThis as unknown as { document: { body: El; createElement(tag: string): El } })
          .document;
        const found: { page: number; name: string; right: number; limit: number }[] = [];
        for (const n of pages) {
          const svgText = await (await fetch(pattern.replace('{n}', String(n)))).text();
          const holder = doc.createElement('div');
          holder.style.width = `${shownWidth}px`;
          holder.innerHTML = svgText;
          doc.body.appendChild(holder);
          const svg = holder.querySelector('svg')!;
          svg.setAttribute('width', String(shownWidth));
          svg.removeAttribute('height');
          const pageBox = svg.getBoundingClientRect();
          const swatches = [...svg.querySelectorAll('rect[stroke="#555555"]')];
          const starts = [...new Set(swatches.map((r) => r.getBoundingClientRect().x))].sort((a, b) => a - b);
          for (const rect of swatches) {
            const label = rect.nextElementSibling!;
            const box = label.getBoundingClientRect();
            const next = starts.find((x) => x > rect.getBoundingClientRect().x + 1);
            found.push({
              page: n,
              name: label.textContent ?? '',
              right: box.right,
              limit: next ?? pageBox.right,
            });
          }
          holder.remove();
        }
        return found;
      },
      {
        pattern: tenant.catalogueBook.pageUrlPattern,
        pages: Array.from({ length: 30 }, (_, i) => i + 2),
        shownWidth,
      },
    );
    expect(labels.length).toBeGreaterThan(10);
    const cut = labels.filter((l) => !colours.includes(l.name) || l.right > l.limit);
    expect(cut).toEqual([]);
  });
});
