import { describe, expect, it } from 'vitest';
import { articleId, demoRoles, generateCatalogue, generateProduct } from './catalogue.ts';
import { mulberry32 } from './random.ts';

describe('demo catalogue generator', () => {
  it('is deterministic', () => {
    expect(generateCatalogue(1, 50)).toEqual(generateCatalogue(1, 50));
    const a = mulberry32(42);
    const b = mulberry32(42);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });

  it('keeps a product identical whatever the catalogue size', () => {
    const small = generateCatalogue(3, 20).products[11];
    const large = generateCatalogue(3, 200).products[11];
    expect(small).toEqual(large);
  });

  it('differs between companies', () => {
    expect(generateProduct(1, 30).product).not.toEqual(generateProduct(2, 30).product);
  });

  it('gives the role products their documented traits', () => {
    const sizes = (id: number) => generateProduct(1, id).product.variation.flatMap((v) => v.size);
    expect(sizes(demoRoles.bigStock).every((s) => (s.stock ?? 0) > 500)).toBe(true);
    expect(sizes(demoRoles.zeroStockPromemoria).every((s) => s.stock === 0 && s.qtaOrdFor === 0 && s.tag.includes('PROMEMORIA'))).toBe(true);
    expect(sizes(demoRoles.arriving).every((s) => s.stock === 0 && s.qtaOrdFor > s.qtaImpCli && s.tag.length === 0 && s.catalogo === 1)).toBe(true);
    expect(sizes(demoRoles.lastPieces).every((s) => (s.stock ?? 0) >= 1 && (s.stock ?? 0) <= 5)).toBe(true);
    const promo = generateProduct(1, demoRoles.promo).product;
    expect(promo.altdat3).toBe('1');
    expect(promo.variation[0]?.size.every((s) => s.promo > 0 && s.promo < s.priceNoSco)).toBe(true);
    const noWeb = generateProduct(1, demoRoles.noWebColour).product;
    expect(noWeb.variation[1]?.size.every((s) => s.flgNoWeb === 1)).toBe(true);
    expect(generateProduct(1, demoRoles.noVariations).product.variation).toEqual([]);
    expect(generateProduct(1, demoRoles.affiliate).product.affiliateLink).not.toBe('');
    expect(sizes(demoRoles.oneSize).every((s) => s.name === 'TU')).toBe(true);
  });

  it('keeps list prices at or above base prices and unique article ids', () => {
    const { products } = generateCatalogue(2, 300);
    const all = products.flatMap((p) => p.variation.flatMap((v) => v.size));
    expect(all.every((s) => s.preLis >= s.priceNoSco)).toBe(true);
    expect(new Set(all.map((s) => s.IDArtSizeColor)).size).toBe(all.length);
    expect(all.some((s) => s.stock === undefined)).toBe(true); // company 2 leaves some stock out
    expect(products.some((p) => p.altdat2 > 0)).toBe(true);
    expect(articleId(12, 0, 2)).toBe(1_001_202);
  });
});
