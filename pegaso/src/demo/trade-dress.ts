import type { Product, ProductDescription } from '../catalogue/product.ts';
import { tradeOf, type Trade, type TradeCategory } from './trades.ts';
import { apparelSizes, brands, categories, colours, fabrics, templates } from './vocabulary.ts';

/** The words the generator drew for a product, from the apparel vocabulary. */
export interface DrawnWords {
  category: string;
  subcategory: string;
  brand: string;
  template: string;
  noun: string;
  fabric: string;
}

/** What a packaging category is for, said once in its long description. */
const packagingUse: Record<string, string> = {
  Scatole: 'Consegnate stese in pacchi, si montano in pochi secondi.',
  Buste: 'Vendute in confezioni, per documenti, cataloghi e piccoli oggetti.',
  Sacchetti: 'Per negozi, laboratori e vendita al banco.',
  'Nastri adesivi': 'Per chiudere scatole di cartone a mano o con la nastratrice.',
  'Carta in rotoli': 'Per avvolgere, riempire e proteggere la merce nelle scatole.',
  Etichette: 'Per stampanti laser, a getto d’inchiostro o a trasferimento termico.',
  Archiviazione: 'Per ordinare documenti in ufficio e in magazzino.',
  'Film e pluriball': 'Per proteggere e stabilizzare la merce durante il trasporto.',
  Cancelleria: 'Per ufficio, magazzino e reparto spedizioni.',
};

const at = <T>(items: readonly T[], index: number): T => items[Math.max(0, index)] as T;

/** Letters of a brand for its part codes: 'Meccanica Orobica' → 'MO', 'Dinamica' → 'DI'. */
function initials(brand: string): string {
  const words = brand.split(/\s+/);
  return (words.length > 1 ? words.map((w) => w[0] ?? '').join('') : brand.slice(0, 2)).toUpperCase();
}

/** A spare part's code and the two models it fits, fixed by the product id. */
function partOf(trade: Trade, id: number, brand: string): { code: string; models: [string, string] } {
  const models = trade.models ?? [];
  const first = (id * 3) % models.length;
  const second = (first + 1 + ((id * 7) % (models.length - 1))) % models.length;
  return {
    code: `${initials(brand)}-${String(10000 + ((id * 7919) % 90000)).padStart(5, '0')}`,
    models: [at(models, first), at(models, second)],
  };
}

function dressVariations(product: Product, trade: Trade, spec: TradeCategory): Product['variation'] {
  return product.variation.map((v) => {
    const [code, ...rest] = v.color.split('-');
    const colour = at(trade.colours, colours.findIndex((c) => c.name === v.color));
    return {
      ...v,
      color: rest.length ? `${code}-${colour.name}` : v.color,
      hexColor: colour.hex,
      size: v.size.map((s) => ({ ...s, name: s.name === 'TU' ? 'Unico' : at(spec.sizes, apparelSizes.indexOf(s.name)) })),
    };
  });
}

/**
 * Puts the words of the company's trade on a product drawn with the apparel vocabulary; ids,
 * codes, prices and stocks stay as drawn. Apparel companies get the product back unchanged.
 */
export function dressForTrade(
  company: number,
  drawn: { product: Product; description: ProductDescription },
  words: DrawnWords,
): { product: Product; description: ProductDescription } {
  const trade = tradeOf(company);
  if (!trade) return drawn;
  const apparel = categories.find((c) => c.category === words.category);
  const spec = trade.categories[words.category];
  if (!apparel || !spec) return drawn;
  const { product } = drawn;
  const subcategory = at(spec.subcategories, apparel.subcategories.indexOf(words.subcategory));
  const noun = at(spec.nouns, apparel.nouns.indexOf(words.noun));
  const brand = at(trade.brands, brands.indexOf(words.brand as (typeof brands)[number]));
  const line = at(trade.lines, templates.indexOf(words.template));
  const material = at(spec.materials, fabrics.indexOf(words.fabric));
  const label = spec.materialLabel ?? 'Materiale';
  const name = `${noun} ${line}`;
  const category = spec.category;
  const base = { ...product, name, category, subcategory, brands: brand, templates: line, variation: dressVariations(product, trade, spec) };

  if (!trade.models) {
    return {
      product: { ...base, shortDescription: `${noun} ${brand}, ${material}.` },
      description: {
        id: product.id,
        DesWeb: `<p><strong>${name}</strong> di ${brand}.</p><ul><li>${label}: ${material}</li><li>Linea ${line}</li></ul>`,
        fullDescription: `${name} di ${brand}, linea ${line}: ${material}. ${packagingUse[category] ?? ''} ` +
          `Categoria ${category}, ${subcategory.toLowerCase()}.`,
      },
    };
  }
  const { code, models } = partOf(trade, product.id, brand);
  return {
    product: { ...base, shortDescription: `${noun} ${brand}, cod. ${code}, per ${models[0]}.` },
    description: {
      id: product.id,
      DesWeb: `<p><strong>${name}</strong> di ${brand}.</p><ul><li>Codice ricambio: ${code}</li>` +
        `<li>Compatibile con: ${models[0]}, ${models[1]}</li><li>${label}: ${material}</li><li>Serie ${line}</li></ul>`,
      fullDescription: `${name} di ${brand}, serie ${line}, codice ricambio ${code}. ${label}: ${material}. ` +
        `Compatibile con ${models[0]} e ${models[1]}. Categoria ${category}, ${subcategory.toLowerCase()}.`,
    },
  };
}
