import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compactSizes, CompactVariation, hasWebPromo, webSizeNames } from './compact-sizes.ts';
import { product, size, variation } from './products.fixtures.ts';

const figure = fc.oneof(fc.integer({ min: -5, max: 100_000 }), fc.double({ min: 0, max: 1e6, noNaN: true }), fc.constant(2 ** 40));
const sizeArb = fc.record({
  name: fc.constantFrom('S', 'M', 'XL', 'Unica', '42'),
  articleId: fc.oneof(fc.integer({ min: 1, max: 2_000_000_000 }), fc.constant(3_000_000_000)),
  sku: fc.string({ maxLength: 14 }),
  stock: fc.oneof(fc.constant(null), fc.integer({ min: -10, max: 50_000 }), fc.constant(2.5)),
  onOrderFromSupplier: figure,
  committedToCustomers: figure,
  customerPrice: figure,
  formerPrice: figure,
  basePrice: figure,
  priceWithVat: figure,
  listPrice: figure,
  tags: fc.array(fc.constantFrom('OUTLET', 'SCHOOL', 'NEW'), { maxLength: 2 }),
  noWeb: fc.boolean(),
  promo: figure,
  printedCatalogue: fc.integer({ min: 0, max: 1 }),
  colourOrder: fc.integer({ min: 0, max: 999 }),
  sizeOrder: fc.integer({ min: 0, max: 999 }),
});

describe('compactSizes', () => {
  it('gives back every size exactly as it came, colour by colour, whatever the figures', () => {
    fc.assert(
      fc.property(fc.array(fc.array(sizeArb, { maxLength: 6 }), { minLength: 1, maxLength: 4 }), (colours) => {
        const plain = colours.map((sizes, i) => variation(`0${i}-Colore`, sizes));
        const p = compactSizes(product({ variations: structuredClone(plain) }));
        expect(p.variations.every((v) => v instanceof CompactVariation)).toBe(true);
        expect(JSON.parse(JSON.stringify(p.variations))).toEqual(JSON.parse(JSON.stringify(plain)));
        expect(p.variations.map((v) => v.sizes)).toEqual(plain.map((v) => v.sizes));
      }),
    );
  });

  it("answers the listing's reads (sizes on the web, a promotion among them) as its sizes do", () => {
    fc.assert(
      fc.property(fc.array(fc.array(sizeArb, { maxLength: 6 }), { minLength: 1, maxLength: 4 }), (colours) => {
        const plain = colours.map((sizes, i) => variation(`0${i}-Colore`, sizes));
        const compact = compactSizes(product({ variations: structuredClone(plain) })).variations;
        expect(compact.map(webSizeNames)).toEqual(plain.map((v) => v.sizes.filter((s) => !s.noWeb).map((s) => s.name)));
        expect(compact.map(hasWebPromo)).toEqual(plain.map((v) => v.sizes.some((s) => s.promo > 0 && !s.noWeb)));
        expect(plain.map(webSizeNames)).toEqual(compact.map(webSizeNames));
        expect(plain.map(hasWebPromo)).toEqual(compact.map(hasWebPromo));
      }),
    );
  });

  it('hands out new objects: a caller changing one changes nothing kept', () => {
    const p = compactSizes(product({ variations: [variation('01-Bianco', [size({ tags: ['OUTLET'], stock: 3 })])] }));
    const first = p.variations[0]!.sizes[0]!;
    first.stock = 99;
    first.tags.push('X');
    expect(p.variations[0]!.sizes[0]).toMatchObject({ stock: 3, tags: ['OUTLET'] });
  });

  it('serialises as plain variations with their sizes', () => {
    const plain = [variation('01-Bianco', [size({ name: 'S', sku: 'A-S' }), size({ name: 'M', sku: 'A-M' })])];
    const p = compactSizes(product({ variations: structuredClone(plain) }));
    expect(JSON.parse(JSON.stringify(p)).variations).toEqual(plain);
  });
});
