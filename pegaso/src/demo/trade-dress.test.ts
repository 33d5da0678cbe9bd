import { describe, expect, it } from 'vitest';
import { demoRoles, generateCatalogue, generateProduct } from './catalogue.ts';
import { productSvg } from './svg.ts';
import { tradeOf } from './trades.ts';
import { brands, categories, colours, fabrics, templates } from './vocabulary.ts';

const apparelWords = /T-shirt|Felpa|Polo|Camicia|Pantalone|Giacca|Cappell|Shopper in cotone|Tazza|cotone|Manica|g\/m² di|ricamo/;

describe('demo catalogues of the packaging (2) and spare-parts (4) companies', () => {
  it('have a word for every apparel word, so the drawn positions always map', () => {
    for (const company of [2, 4]) {
      const trade = tradeOf(company)!;
      expect(trade.brands).toHaveLength(brands.length);
      expect(trade.lines).toHaveLength(templates.length);
      expect(trade.colours).toHaveLength(colours.length);
      for (const apparel of categories) {
        const own = trade.categories[apparel.category]!;
        expect(own.subcategories).toHaveLength(apparel.subcategories.length);
        expect(own.nouns).toHaveLength(apparel.nouns.length);
        expect(own.materials).toHaveLength(fabrics.length);
        expect(own.sizes).toHaveLength(apparel.sizing === 'apparel' ? 9 : 0);
      }
    }
    expect(tradeOf(1)).toBeUndefined();
    expect(tradeOf(3)).toBeUndefined();
  });

  it('say nothing of garments, and give formats in place of garment sizes', () => {
    for (const company of [2, 4]) {
      const { products, descriptions } = generateCatalogue(company, 120);
      for (const p of products) {
        expect(`${p.name} ${p.shortDescription} ${p.category} ${p.subcategory}`).not.toMatch(apparelWords);
        for (const v of p.variation) {
          expect(v.color).toMatch(/^\d\d-\S/);
          for (const s of v.size) expect(['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL', '5XL', 'TU']).not.toContain(s.name);
        }
      }
      for (const d of descriptions) expect(`${d.DesWeb} ${d.fullDescription}`).not.toMatch(apparelWords);
    }
  });

  it('keep the roles, codes and prices the apparel generator drew', () => {
    const one = generateProduct(2, demoRoles.oneSize).product;
    expect(one.variation.flatMap((v) => v.size).every((s) => s.name === 'Unico' && s.skuSizeColor === `${one.sku}-${s.skuSizeColor.split('-')[1]}`)).toBe(true);
    expect(generateProduct(4, demoRoles.noVariations).product.variation).toEqual([]);
    expect(generateProduct(2, 1).product.sku).toBe('TS0001');
    expect(generateProduct(4, demoRoles.noVariations).product.sku).toBe('GA0006');
  });

  it('name spare parts by code and the models they fit', () => {
    const { product, description } = generateProduct(4, 1);
    expect(product.shortDescription).toMatch(/cod\. [A-Z]{2}-\d{5}, per .+\.$/);
    expect(description.DesWeb).toMatch(/Codice ricambio: [A-Z]{2}-\d{5}.*Compatibile con: /);
  });

  it('draws each trade category as its own kind of article, not as a garment', () => {
    const garment = productSvg({ sku: 'X', category: 'T-shirt', hexColor: 0 });
    const shapes = new Set<string>();
    for (const company of [2, 4])
      for (const spec of Object.values(tradeOf(company)!.categories)) {
        const svg = productSvg({ sku: 'X', category: spec.category, hexColor: 0 });
        expect(svg).not.toBe(garment);
        shapes.add(svg);
      }
    expect(shapes.size).toBeGreaterThanOrEqual(16);
  });
});
