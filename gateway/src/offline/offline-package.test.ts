import { describe, expect, it } from 'vitest';
import { product, size, variation } from '../catalogue/products.fixtures.ts';
import { productPrice } from '../catalogue/product-price.ts';
import { computeUnitPrice } from '../domain/pricing.ts';
import { ctx } from '../domain/pricing.fixtures.ts';
import { slicesOnAOneMsClock, turnsDuring } from '../lib/time-slices.fixtures.ts';
import { offlineCatalogue } from './offline-package.ts';

const s1s2 = ctx({ personal: { priceListType: 1, s1: 10, s2: 5 } });

describe('offline catalogue columns', () => {
  it('prices every article with the listing function for the given context', async () => {
    const p = product({
      id: 5,
      sku: 'P5',
      variations: [
        variation('ROS-Rosso', [size({ articleId: 51, sku: 'P5-ROS-M', name: 'M' }), size({ articleId: 52, sku: 'P5-ROS-XXL', name: 'XXL', basePrice: 12 })]),
      ],
    });
    const { products, articles } = await offlineCatalogue([p], s1s2, null);
    expect(products.sku).toEqual(['P5']);
    expect(articles.sku).toEqual(['P5-ROS-M', 'P5-ROS-XXL']);
    expect(articles.product).toEqual([0, 0]);
    expect(articles.colour).toEqual(['Rosso', 'Rosso']);
    const expected = p.variations[0]!.sizes.map(
      (s) => computeUnitPrice({ articleId: s.articleId, listPrice: s.listPrice, base: s.basePrice, customerPrice: 0, promo: 0, markupPercent: 0 }, s1s2).price,
    );
    expect(articles.price).toEqual(expected);
    // The product's 'from' price is the listing's.
    expect(products.price).toEqual([productPrice(p, s1s2)!.price.amount]);
    expect(products.soldOut).toEqual([false]);
  });

  it.each([
    { case: 'no-web size left out', sizes: [size({ articleId: 1, noWeb: true }), size({ articleId: 2 })], ids: [2] },
    { case: 'only no-web sizes: the product is its own article, as online', sizes: [size({ articleId: 1, noWeb: true })], ids: [1] },
    {
      case: 'announced size with nothing: kept, marked unavailable',
      sizes: [size({ articleId: 3, stock: 0, tags: ['PROMEMORIA'] })],
      ids: [3],
      unavailable: [true],
    },
  ])('$case', async ({ sizes, ids, unavailable }) => {
    const { products, articles } = await offlineCatalogue([product({ variations: [variation('BLU-Blu', sizes)] })], s1s2, null);
    expect(articles.articleId).toEqual(ids);
    expect(products.id).toHaveLength(1);
    if (unavailable) expect(articles.unavailable).toEqual(unavailable);
  });

  it('prices a product without variations as one article under its own id', async () => {
    const { articles } = await offlineCatalogue([product({ id: 9, sku: 'NV', price: 20, stock: null, variations: [] })], s1s2, 9999);
    expect(articles.articleId).toEqual([9]);
    expect(articles.stock).toEqual([9999]);
    expect(articles.price[0]).toBe(productPrice(product({ id: 9, price: 20 }), s1s2)!.price.amount);
  });

  it('leaves prices out for a customer who sees none, and keeps stock and arrivals', async () => {
    const { articles } = await offlineCatalogue(
      [product({ variations: [variation('BLU-Blu', [size({ stock: -2, onOrderFromSupplier: 7, committedToCustomers: 3 })])] })],
      null,
      null,
    );
    expect(articles.price).toEqual([null]);
    expect(articles.stock).toEqual([0]);
    expect(articles.arriving).toEqual([4]);
    // What the product page's grid lets the customer order, by the gateway's own rule.
    expect(articles.orderable).toEqual([4]);
    // The swatch's text on a white colour, as online.
    expect(articles.textColour).toEqual(['#000000']);
  });

  it("carries the product page's texts as online: the web description sanitised by the gateway", async () => {
    const p = product({ shortDescription: 'Felpa Urban, cotone.', desWeb: '<p>Felpa <b>Urban</b></p><script>alert(1)</script><img src="https://tracker.example/x.gif">', fullDescription: 'Felpa di Urban, linea Heavy.' });
    const { products } = await offlineCatalogue([p, product({ id: 2, shortDescription: '', desWeb: '', fullDescription: '' })], s1s2, null);
    expect(products.shortDescription).toEqual(['Felpa Urban, cotone.', '']);
    expect(products.descriptionHtml).toEqual(['<p>Felpa <b>Urban</b></p>', '']);
    expect(products.fullDescription).toEqual(['Felpa di Urban, linea Heavy.', '']);
  });

  it("carries each product's alternative codes, which the search reads with its code as online", async () => {
    const { products } = await offlineCatalogue([product({ alternativeCodes: ['ALT-1', 'B22'] }), product({ id: 2 })], s1s2, null);
    expect(products.alternativeCodes).toEqual(['ALT-1 B22', '']);
  });

  it("carries each product's model, whether it is in the printed catalogue, and the sizes in the listing's order, for the device's filters", async () => {
    const sized = (names: string[]) => names.map((name, k) => size({ articleId: k + 1, name }));
    const catalogue = await offlineCatalogue(
      [
        product({ id: 1, template: 'Heavy', printedCatalogue: 1, variations: [variation('BLU-Blu', sized(['XL', '3XL', 'M']))] }),
        product({ id: 2, template: '', printedCatalogue: 0, variations: [variation('ROS-Rosso', sized(['TU', 'S', '42', 'M']))] }),
      ],
      s1s2,
      null,
    );
    expect(catalogue.products.template).toEqual(['Heavy', '']);
    expect(catalogue.products.printedCatalogue).toEqual([true, false]);
    // As the listing's 'Taglie' lists them online (size-order): garment sizes in wearing order, then the others.
    expect(catalogue.sizeOrder).toEqual(['S', 'M', 'XL', '3XL', 'TU', '42']);
  });

  it('lets requests through while it writes the columns: a turn of the event loop every slice', async () => {
    const catalogue = Array.from({ length: 100 }, (_, k) => product({ id: k + 1, sku: `P${k}`, variations: [variation('BLU-Blu', [size({ articleId: 1000 + k })])] }));
    // A clock that moves 1 ms a look: a slice of 10 ms is about ten products.
    const { result: { products }, turns } = await turnsDuring(() => offlineCatalogue(catalogue, s1s2, null, slicesOnAOneMsClock()));
    expect(products.id).toHaveLength(100);
    expect(turns).toBeGreaterThanOrEqual(5);
  });
});
