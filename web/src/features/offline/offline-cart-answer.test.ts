import { describe, expect, it } from 'vitest';
import { applyCartMutation, cartData } from './offline-cart-answer';
import { productDetailData } from './offline-product-answer';
import { offlinePackageOf } from './offline-package.fixtures';

// POLO1 in Rosso M (6 may be ordered, 1.235 €) and Blu L (nothing); PIN2 without variations (4).
const pkg = offlinePackageOf([
  {
    sku: 'POLO1', name: 'Polo piqué', category: 'Polo', brand: 'Alfa', price: 1.235,
    articles: [
      { sku: 'POLO1-R-M', colour: 'Rosso', size: 'M', articleId: 11, price: 1.235, stock: 6 },
      { sku: 'POLO1-B-L', colour: 'Blu', size: 'L', articleId: 12, price: 1.235, stock: 0, unavailable: true },
    ],
  },
  { sku: 'PIN2', name: 'Spilla', category: 'Accessori', brand: 'Beta', price: 2, articles: [{ sku: 'PIN2', colour: '', articleId: 2, price: 2, stock: 4 }] },
]);
// The fixture numbers products from 1: PIN2 is product 2, its own article 2.

describe('the cart answered from the device', () => {
  it('prices each line from the package and adds up as the gateway does (each line to the cent)', () => {
    const cart = cartData(pkg, [
      { productId: 1, articleId: 11, quantity: 3 },
      { productId: 2, articleId: 2, quantity: 1 },
    ]);
    expect(cart.lines.map((l) => [l.sku, l.quantity, l.lineTotal?.formatted, l.maxQuantity, l.available])).toEqual([
      ['POLO1-R-M', 3, '3,71 €', 6, 3],
      ['PIN2', 1, '2,00 €', 4, 3],
    ]);
    // 3 × 1.235 = 3.705 → 3,71; + 2,00.
    expect(cart.total?.formatted).toBe('5,71 €');
    expect([cart.lineCount, cart.itemCount]).toEqual([2, 4]);
  });

  it('takes a grid, clips it to what may be ordered and refuses an add of nothing', () => {
    const add = (lines: Array<{ productId: number; articleId: number; quantity: number }>, input: unknown[]) =>
      applyCartMutation('CartLinesAdd', { input: { lines: input } }, pkg, lines);
    const grid = add([], [
      { productId: '1', articleId: '11', quantity: 8 },
      { productId: '1', articleId: '12', quantity: 1 },
    ]);
    expect(grid?.lines).toEqual([{ productId: 1, articleId: 11, quantity: 6 }]);
    expect(grid?.extra.addedQuantity).toBe(6);
    expect(grid?.extra.clippedLines).toEqual([
      { __typename: 'ClippedLine', productId: '1', articleId: '11', requested: 8, added: 6 },
      { __typename: 'ClippedLine', productId: '1', articleId: '12', requested: 1, added: 0 },
    ]);
    const none = add(grid!.lines, [{ productId: '1', articleId: '11', quantity: 1 }]);
    expect(none?.extra.userErrors).toEqual([
      { __typename: 'UserError', field: null, code: 'NOT_ADDABLE', message: "L'articolo non può essere aggiunto al carrello" },
    ]);
  });

  it('changes, decreases, removes and clears lines; leaves other operations to the network', () => {
    const lines = [{ productId: 1, articleId: 11, quantity: 2 }];
    expect(applyCartMutation('CartLineUpdate', { input: { lineId: '11', quantity: 9 } }, pkg, lines)?.lines).toEqual([
      { productId: 1, articleId: 11, quantity: 6 },
    ]);
    expect(applyCartMutation('CartLineUpdate', { input: { lineId: '11', quantity: 0 } }, pkg, lines)?.extra.userErrors).toHaveLength(1);
    expect(applyCartMutation('CartLineDecrease', { input: { lineId: '11' } }, pkg, lines)?.lines).toEqual([{ productId: 1, articleId: 11, quantity: 1 }]);
    expect(applyCartMutation('CartLineRemove', { input: { lineId: '11' } }, pkg, lines)?.lines).toEqual([]);
    expect(applyCartMutation('CartClear', {}, pkg, lines)?.lines).toEqual([]);
    expect(applyCartMutation('OrderPlace', {}, pkg, lines)).toBeNull();
  });
});

describe('the product page answered from the device', () => {
  it('groups the sizes by colour with the availability the shop says, less what the cart holds', () => {
    const { product } = productDetailData(pkg, '1', [{ productId: 1, articleId: 11, quantity: 2 }]);
    expect(product?.variations.map((v) => [v.name, v.sizes.map((s) => [s.name, s.maxQuantity, s.inCart, s.availabilityText, s.unavailable])])).toEqual([
      ['Rosso', [['M', 4, 2, 'Ultimi 4 pezzi disponibili', false]]],
      ['Blu', [['L', 0, 0, 'Non disponibile', true]]],
    ]);
    expect(product?.variations[0]?.sizes[0]?.price?.price.formatted).toBe('1,24 €');
  });

  it.each([
    { outlet: false, expected: [['Rosso', [['M', false], ['S', true]]], ['Blu', [['L', false]]]] },
    // OUTLET's quick view: only the promo sizes, a colour without one left out, as online.
    { outlet: true, expected: [['Rosso', [['S', true]]]] },
  ])('marks the promo sizes and, with outlet, offers only them (outlet: $outlet)', ({ outlet, expected }) => {
    const promoted = offlinePackageOf([
      {
        sku: 'POLO1', name: 'Polo piqué', category: 'Polo', brand: 'Alfa',
        articles: [
          { sku: 'POLO1-R-M', colour: 'Rosso', size: 'M' },
          { sku: 'POLO1-R-S', colour: 'Rosso', size: 'S', promo: true },
          { sku: 'POLO1-B-L', colour: 'Blu', size: 'L' },
        ],
      },
    ]);
    const { product } = productDetailData(promoted, '1', [], outlet);
    expect(product?.variations.map((v) => [v.name, v.sizes.map((s) => [s.name, s.promo])])).toEqual(expected);
    // A package made before it said which sizes are promo: every size offered, none marked.
    delete promoted.catalogue.articles.promo;
    expect(productDetailData(promoted, '1', [], outlet).product?.variations.flatMap((v) => v.sizes.map((s) => s.promo))).toEqual([false, false, false]);
  });

  it('answers a product without variations as its own article, and no product for an unknown id', () => {
    const { product } = productDetailData(pkg, '2', []);
    expect([product?.variations, product?.maxQuantity, product?.stock, product?.availabilityText]).toEqual([[], 4, 4, 'Ultimi 4 pezzi disponibili']);
    expect(productDetailData(pkg, '99', []).product).toBeNull();
  });

  it('shows the pictures the package names, with a package of older days falling back to the first one', () => {
    const products = pkg.catalogue.products;
    const pictured: typeof pkg = {
      ...pkg,
      catalogue: {
        ...pkg.catalogue,
        products: {
          ...products,
          pictures: products.id.map(() =>
            JSON.stringify({ urls: ['/media/images/a.svg', '/media/images/b.svg'], product: [1], colours: { Rosso: [[0, 'Rosso'], [1, '']] } }),
          ),
        },
      },
    };
    const { product } = productDetailData(pictured, '1', []);
    const name = products.name[0]!;
    expect(product?.images.map((i) => [i.url, i.alt])).toEqual([['/media/images/b.svg', name]]);
    expect(product?.variations.map((v) => [v.name, v.images.map((i) => [i.url, i.alt])])).toEqual([
      ['Rosso', [['/media/images/a.svg', `${name} Rosso`], ['/media/images/b.svg', name]]],
      ['Blu', []],
    ]);
    const older = { ...pkg, catalogue: { ...pkg.catalogue, products: { ...products, image: products.id.map(() => '/media/images/first.svg') } } };
    expect(productDetailData(older, '1', []).product?.images.map((i) => i.url)).toEqual(['/media/images/first.svg']);
  });
});
