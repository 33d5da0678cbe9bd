import { describe, expect, it } from 'vitest';
import {
  MAX_CART_LINES,
  addManyToCart,
  addToCart,
  clearCart,
  colorPrefix,
  decreaseLine,
  freeShippingGap,
  lineQuantityCap,
  previewUnitAmount,
  quantityInCart,
  removeLine,
  replaceCart,
  updateLineQuantity,
  type CartContext,
  type CartItemInput,
  type CartLine,
} from './cart.ts';

const LIMIT =
  "Limite carrello superato. Procedi con l'invio di questo ordine e caricane uno nuovo per gli articoli rimanenti";
const NOT_ADDABLE = "L'articolo non può essere aggiunto al carrello";

function context(over: Partial<CartContext> = {}): CartContext {
  let n = 0;
  return {
    priceListType: 1,
    s1: 10,
    s2: 5,
    itemsNoSco: new Set(),
    skipChecks: false,
    newId: () => `id-${++n}`,
    ...over,
  };
}

const plain = (over: Partial<CartItemInput> = {}): CartItemInput => ({
  productId: 1,
  articleId: 100,
  sku: 'P1',
  name: 'Borsa',
  color: null,
  size: null,
  ...over,
});
const shirt = (color: string, size: string, over: Partial<CartItemInput> = {}): CartItemInput => ({
  productId: 2,
  articleId: 200,
  sku: 'T2',
  name: 'Polo',
  color,
  size,
  ...over,
});
const ok = { unavailable: false, noWeb: false };

function line(i: number): CartLine {
  return {
    cartItemId: `l${i}`,
    productId: 1000 + i,
    articleId: i,
    sku: `S${i}`,
    name: `N${i}`,
    color: null,
    size: null,
    quantity: 1,
    sco1: 0,
    sco2: 0,
  };
}

describe('addToCart', () => {
  it('adds a new line with quantity 1 by default', () => {
    const r = addToCart([], plain(), context(), ok);
    expect(r.error).toBeNull();
    expect(r.cart).toEqual([{ ...plain(), cartItemId: 'id-1', quantity: 1, sco1: 0, sco2: 0 }]);
  });

  it('a product without variation already present gets the given amount, or 1', () => {
    const ctx = context();
    const first = addToCart([], plain({ quantity: 2 }), ctx, ok).cart;
    const second = addToCart(first, plain({ quantity: 3 }), ctx, ok).cart;
    const third = addToCart(second, plain(), ctx, ok).cart;
    expect(third).toHaveLength(1);
    expect(third[0]?.quantity).toBe(6);
  });

  it.each([
    ['same colour code and size: same line', shirt('01-Bianco (melange)', 'M'), 1, 5],
    ['different colour name after the same code: same line', shirt('01-White', 'M'), 1, 5],
    ['another size: new line', shirt('01-Bianco', 'L'), 2, 2],
    ['another colour: new line', shirt('02-Nero', 'M'), 2, 2],
    ['another product: new line', shirt('01-Bianco', 'M', { productId: 3 }), 2, 2],
  ])('%s', (_n, item, lines, lastQuantity) => {
    const ctx = context();
    const base = addToCart([], shirt('01-Bianco', 'M', { quantity: 3 }), ctx, ok).cart;
    const r = addToCart(base, { ...item, quantity: 2 }, ctx, ok);
    expect(r.cart).toHaveLength(lines);
    expect(r.cart.at(-1)?.quantity).toBe(lastQuantity);
  });

  it('quantity 0 leaves the cart unchanged', () => {
    const cart = [line(1)];
    expect(addToCart(cart, plain({ quantity: 0 }), context(), ok)).toEqual({ cart, error: null });
  });

  it.each([-1, 1.5, Number.NaN])('refuses quantity %d', (quantity) => {
    expect(addToCart([], plain({ quantity }), context(), ok).error?.code).toBe('INVALID_QUANTITY');
  });

  it.each([
    ['unavailable', { unavailable: true, noWeb: false }],
    ['flgNoWeb', { unavailable: false, noWeb: true }],
  ])('refuses a %s size unless checks are skipped', (_n, state) => {
    expect(addToCart([], plain(), context(), state)).toEqual({
      cart: [],
      error: { code: 'NOT_ADDABLE', message: NOT_ADDABLE },
    });
    expect(addToCart([], plain(), context({ skipChecks: true }), state).cart).toHaveLength(1);
  });

  it('accepts the 100th line and refuses the 101st with the cart-limit message', () => {
    const cart99 = Array.from({ length: MAX_CART_LINES - 1 }, (_, i) => line(i));
    const r100 = addToCart(cart99, plain(), context(), ok);
    expect(r100.error).toBeNull();
    expect(r100.cart).toHaveLength(100);
    const r101 = addToCart(r100.cart, shirt('01-Bianco', 'M'), context(), ok);
    expect(r101.error).toEqual({ code: 'CART_LIMIT', message: LIMIT });
    expect(r101.cart).toHaveLength(100);
    // A full cart still takes more pieces on an existing line.
    expect(addToCart(r100.cart, plain({ quantity: 4 }), context(), ok).cart.at(-1)?.quantity).toBe(5);
  });

  it.each([
    ['TipLis 4: S1 and S2 on the line', 4, false, 10, 5],
    ['TipLis 4, article in itemsNoSco: no discount', 4, true, 0, 0],
    ['other TipLis: no discount', 1, false, 0, 0],
  ])('%s', (_n, priceListType, noSco, sco1, sco2) => {
    const ctx = context({ priceListType, itemsNoSco: new Set(noSco ? [100] : []) });
    expect(addToCart([], plain(), ctx, ok).cart[0]).toMatchObject({ sco1, sco2 });
  });

  it('never mutates its input', () => {
    const cart = Object.freeze([Object.freeze(line(1))]);
    expect(() => addToCart(cart, { ...plain(), productId: 1001, articleId: 1 }, context(), ok)).not.toThrow();
    expect(cart[0]?.quantity).toBe(1);
  });
});

describe('addManyToCart', () => {
  it('adds every cell and counts the pieces', () => {
    const r = addManyToCart(
      [],
      [
        { ...shirt('01-Bianco', 'S', { quantity: 2 }), sizeState: ok },
        shirt('01-Bianco', 'M', { quantity: 3 }),
      ],
      context(),
    );
    expect(r.error).toBeNull();
    expect(r.added).toBe(5);
    expect(r.cart.map((l) => [l.size, l.quantity])).toEqual([
      ['S', 2],
      ['M', 3],
    ]);
  });

  it('is all or nothing', () => {
    const cart = [line(1)];
    const r = addManyToCart(
      cart,
      [
        shirt('01-Bianco', 'S', { quantity: 2 }),
        { ...shirt('01-Bianco', 'M', { quantity: 1 }), sizeState: { unavailable: true, noWeb: false } },
      ],
      context(),
    );
    expect(r).toEqual({ cart, error: { code: 'NOT_ADDABLE', message: NOT_ADDABLE }, added: 0 });
  });

  it('is all or nothing at the line limit', () => {
    const cart99 = Array.from({ length: 99 }, (_, i) => line(i));
    const r = addManyToCart(cart99, [shirt('01-Bianco', 'S'), shirt('01-Bianco', 'M')], context());
    expect(r.error?.code).toBe('CART_LIMIT');
    expect(r.cart).toHaveLength(99);
  });
});

describe('line changes', () => {
  const cart: CartLine[] = [{ ...line(1), quantity: 3 }, line(2)];

  it('decreaseLine takes one off, and removes a line with one piece', () => {
    expect(decreaseLine(cart, 'l1').map((l) => l.quantity)).toEqual([2, 1]);
    expect(decreaseLine(cart, 'l2').map((l) => l.cartItemId)).toEqual(['l1']);
    expect(decreaseLine(cart, 'nope')).toEqual(cart);
  });

  it('updateLineQuantity sets a whole positive quantity', () => {
    const plenty = () => 100;
    expect(updateLineQuantity(cart, 'l2', 7, plenty).cart[1]?.quantity).toBe(7);
    expect(updateLineQuantity(cart, 'l2', 0, plenty).error?.code).toBe('INVALID_QUANTITY');
    expect(updateLineQuantity(cart, 'nope', 2, plenty).error?.code).toBe('LINE_NOT_FOUND');
  });

  it('updateLineQuantity clips to what can be ordered, as an add does', () => {
    const sameArticle: CartLine[] = [
      { ...line(1), cartItemId: 'a', quantity: 3 },
      { ...line(1), cartItemId: 'b', color: '02-Nero', quantity: 2 },
    ];
    // [asked, orderable of the article, quantity set or the refusal]
    const table: [number, number | null, number | string][] = [
      [4, 10, 4],
      [2_147_483_647, 10, 7],
      [9, 7.5, 4],
      [1, 2, 'Quantità non consentite'],
      [1, null, 'Quantità non consentite'],
      [-1, 10, 'Quantità non consentite'],
      [2.5, 10, 'Quantità non consentite'],
    ];
    for (const [asked, orderable, expected] of table) {
      const result = updateLineQuantity(sameArticle, 'b', asked, () => orderable);
      expect(result.error?.message ?? result.cart[1]?.quantity).toBe(expected);
    }
  });

  it('lineQuantityCap: what the article allows less the other lines of it, the cap the cart page shows', () => {
    const sameArticle: CartLine[] = [
      { ...line(1), cartItemId: 'a', quantity: 3 },
      { ...line(1), cartItemId: 'b', color: '02-Nero', quantity: 2 },
    ];
    // [orderable of the article, cap of line b]
    const table: [number | null, number][] = [
      [10, 7],
      [7.5, 4],
      [3, 0],
      [1, 0],
      [null, 0],
    ];
    for (const [orderable, cap] of table) {
      expect(lineQuantityCap(sameArticle, sameArticle[1]!, orderable)).toBe(cap);
      // The update clips to the same figure.
      const updated = updateLineQuantity(sameArticle, 'b', 1_000, () => orderable);
      expect(updated.error ? 0 : updated.cart[1]?.quantity).toBe(cap);
    }
  });

  it('removeLine, clearCart, replaceCart, quantityInCart', () => {
    expect(removeLine(cart, 'l1')).toEqual([line(2)]);
    expect(clearCart()).toEqual([]);
    const replaced = replaceCart(cart);
    expect(replaced).toEqual(cart);
    expect(replaced[0]).not.toBe(cart[0]);
    expect(quantityInCart([...cart, { ...line(9), articleId: 1, quantity: 4 }], 1)).toBe(7);
  });

  it('colorPrefix', () => {
    expect(colorPrefix('01-Bianco')).toBe('01');
    expect(colorPrefix('BLU')).toBe('BLU');
    expect(colorPrefix(null)).toBeNull();
  });
});

describe('freeShippingGap', () => {
  it.each([
    [300, 390, { gap: 90, reached: false, text: 'Aggiungi altri 90,00 € per la spedizione gratuita' }],
    [389.99, 390, { gap: 0.01, reached: false, text: 'Aggiungi altri 0,01 € per la spedizione gratuita' }],
    [0, 1500, { gap: 1500, reached: false, text: 'Aggiungi altri 1.500,00 € per la spedizione gratuita' }],
    [
      389.995,
      390,
      { gap: 0, reached: true, text: 'Complimenti! Hai la spedizione gratuita per questo ordine!' },
    ],
    [390, 390, { gap: 0, reached: true, text: 'Complimenti! Hai la spedizione gratuita per questo ordine!' }],
    [500, 390, { gap: 0, reached: true, text: 'Complimenti! Hai la spedizione gratuita per questo ordine!' }],
    [100, 0, null],
    [100, -5, null],
  ])('total %d, threshold %d', (total, threshold, expected) => {
    expect(freeShippingGap(total, threshold)).toEqual(expected);
  });
});

describe('previewUnitAmount', () => {
  it.each([
    ['the computed price when the company does not preview customer prices', 10.5, 8.2, false, 10.5],
    ['the customer price on company 4', 10.5, 8.2, true, 8.2],
    ['the customer price even above the computed one', 10.5, 12, true, 12],
    ['the computed price when there is no customer price (0)', 10.5, 0, true, 10.5],
  ])('%s', (_n, price, customerPrice, useCustomerPrice, expected) => {
    expect(previewUnitAmount(price, customerPrice, useCustomerPrice)).toBe(expected);
  });
});
