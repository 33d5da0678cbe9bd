import type { Product, ProductDescription, SizeEntry, Variation } from '../catalogue/product.ts';
import { Random, round2, seedOf } from './random.ts';
import { apparelSizes, brands, categories, colours, extraTags, fabrics, seasons, templates, weights, type CategorySpec } from './vocabulary.ts';
import { companyProfile } from '../company-profile.ts';
import { dressForTrade } from './trade-dress.ts';

/**
 * The first products of every company have fixed roles, so tests and demos can rely on them;
 * the rest are drawn at random. Each product has its own PRNG stream (company, id), so product
 * 12 is the same whatever the catalogue size.
 */
export const demoRoles = {
  bigStock: 1,
  zeroStockPromemoria: 2,
  lastPieces: 3,
  promo: 4,
  noWebColour: 5,
  noVariations: 6,
  affiliate: 7,
  oneSize: 8,
  /** Stock 0 on every size, but free supplier arrivals (qtaOrdFor above qtaImpCli): orderable. */
  arriving: 9,
} as const;

type Role = keyof typeof demoRoles | 'random';

function roleOf(id: number): Role {
  const entry = Object.entries(demoRoles).find(([, value]) => value === id);
  return entry ? (entry[0] as Role) : 'random';
}

const categoryFor = (name: string): CategorySpec => categories.find((c) => c.category === name) as CategorySpec;

function pickCategory(role: Role, rng: Random): CategorySpec {
  if (role === 'noVariations') return categoryFor('Gadget');
  if (role === 'oneSize') return categoryFor('Cappellini');
  if (role !== 'random') return categoryFor(role === 'noWebColour' ? 'Felpe' : 'T-shirt');
  return rng.pick(categories);
}

/** Article id of a size: product ids stay below 1,000,000, so the two never collide. */
export const articleId = (productId: number, colourIndex: number, sizeIndex: number): number =>
  1_000_000 + productId * 100 + colourIndex * 10 + sizeIndex;

function stockFor(role: Role, rng: Random): number {
  switch (role) {
    case 'bigStock':
      return rng.int(501, 2500);
    case 'zeroStockPromemoria':
    case 'arriving':
      return 0;
    case 'lastPieces':
      return rng.int(1, 5);
    default: {
      const roll = rng.float();
      if (roll < 0.12) return 0;
      if (roll < 0.22) return rng.int(1, 5);
      if (roll < 0.4) return rng.int(501, 3000);
      return rng.int(6, 500);
    }
  }
}

function makeSize(
  company: number, role: Role, rng: Random, base: number, promoProduct: boolean,
  ids: { productId: number; colourIndex: number; sizeIndex: number; sku: string; colourCode: string; size: string },
): SizeEntry {
  const big = ['XXL', '3XL', '4XL', '5XL'].includes(ids.size) ? 1.15 : 1;
  const priceNoSco = round2(base * big);
  const preLis = round2(priceNoSco * (1.2 + rng.float() * 0.4));
  const stock = stockFor(role, rng);
  const arriving = role === 'zeroStockPromemoria' ? 0
    : role === 'arriving' ? rng.int(50, 300)
    : stock === 0 && rng.chance(0.5) ? rng.int(50, 300) : rng.chance(0.2) ? rng.int(10, 100) : 0;
  const customerPrice = !promoProduct && role === 'random' && rng.chance(0.1) ? round2(priceNoSco * 0.9) : 0;
  const promoPrice = promoProduct ? round2(priceNoSco * 0.8) : 0;
  // PROMEMORIA: the supplier no longer delivers it; with no stock and no arrivals, 'notify me'.
  const promemoria = role === 'zeroStockPromemoria' || (role === 'random' && stock === 0 && rng.chance(0.3));
  const entry: SizeEntry = {
    name: ids.size,
    IDArtSizeColor: articleId(ids.productId, ids.colourIndex, ids.sizeIndex),
    skuSizeColor: ids.size === 'TU' ? `${ids.sku}-${ids.colourCode}` : `${ids.sku}-${ids.colourCode}-${ids.size}`,
    stock,
    qtaOrdFor: arriving,
    qtaImpCli: arriving > 0 ? rng.int(0, Math.floor(arriving / 2)) : 0,
    pricesco: promoPrice || customerPrice,
    priceOld: promoProduct ? priceNoSco : 0,
    priceNoSco,
    priceIva: round2(priceNoSco * 1.22),
    preLis,
    tag: promemoria ? ['PROMEMORIA'] : [],
    flgNoWeb: role === 'random' && rng.chance(0.03) ? 1 : 0,
    promo: promoPrice,
    catalogo: role !== 'random' || rng.chance(0.95) ? 1 : 0,
    Ord1: ids.colourIndex + 1,
    Ord2: ids.sizeIndex + 1,
  };
  // Company 2's ERP leaves stock out on some articles.
  if (companyProfile(company).missingStockDefault !== null && role === 'random' && rng.chance(0.15)) delete entry.stock;
  return entry;
}

export function generateProduct(company: number, id: number): { product: Product; description: ProductDescription } {
  const rng = new Random(seedOf(0x9e55, company, id));
  const role = roleOf(id);
  const spec = pickCategory(role, rng);
  const subcategory = rng.pick(spec.subcategories);
  const brand = rng.pick(brands);
  const template = rng.pick(templates);
  const noun = rng.pick(spec.nouns);
  const sku = `${spec.prefix}${String(id).padStart(4, '0')}`;
  const weight = rng.pick(weights);
  const fabric = rng.pick(fabrics);
  const name = `${noun} ${template}${spec.sizing === 'apparel' ? ` ${weight}` : ''}`;
  const promoProduct = role === 'promo' || (role === 'random' && rng.chance(0.08));
  const base = round2(spec.basePrice[0] + rng.float() * (spec.basePrice[1] - spec.basePrice[0]));

  const variation: Variation[] = [];
  if (spec.sizing !== 'none' && role !== 'noVariations') {
    const colourCount = role === 'noWebColour' ? 3 : rng.int(1, 4);
    const chosen = rng.sample(colours, colourCount);
    const sizeNames = spec.sizing === 'one-size' ? ['TU'] : apparelSizes.slice(rng.int(0, 1), rng.int(6, 8));
    chosen.forEach((colour, colourIndex) => {
      const colourCode = colour.name.split('-')[0] ?? '00';
      const size = sizeNames.map((sizeName, sizeIndex) =>
        makeSize(company, role, rng, base, promoProduct, { productId: id, colourIndex, sizeIndex, sku, colourCode, size: sizeName }),
      );
      // One colour of the no-web role is hidden entirely from the shop.
      if (role === 'noWebColour' && colourIndex === 1) for (const s of size) s.flgNoWeb = 1;
      variation.push({ color: colour.name, hexColor: colour.hex, image: [`${sku}-${colourIndex + 1}.svg`], size });
    });
  }

  const sizes = variation.flatMap((v) => v.size);
  const gadgetStock = role === 'noVariations' ? rng.int(600, 5000) : stockFor(role, rng);
  const stocked = sizes.filter((s) => s.stock !== undefined);
  const price = sizes.length ? Math.min(...sizes.map((s) => s.priceNoSco)) : base;
  const customerPrices = sizes.map((s) => s.pricesco).filter((p) => p > 0);
  const pricesco = sizes.length ? (customerPrices.length ? Math.min(...customerPrices) : 0) : promoProduct ? round2(base * 0.8) : 0;
  const tag = rng.sample(extraTags, rng.int(0, 2));
  if (promoProduct && !tag.includes('OUTLET')) tag.push('OUTLET');

  const product: Product = {
    id, sku, name,
    shortDescription: `${noun} ${brand}, ${fabric}${spec.sizing === 'apparel' ? `, ${weight} g/m²` : ''}.`,
    category: spec.category, subcategory, brands: brand, templates: template,
    seasons: rng.pick(seasons), tag, price, pricesco,
    discount: pricesco > 0 ? Math.round((1 - pricesco / price) * 100) : 0,
    stock: sizes.length ? stocked.reduce((sum, s) => sum + (s.stock ?? 0), 0) : gadgetStock,
    image: Array.from({ length: Math.max(1, Math.min(3, variation.length)) }, (_, i) => `${sku}-${i + 1}.svg`),
    affiliateLink: role === 'affiliate' || (role === 'random' && rng.chance(0.01)) ? `https://www.example.com/prodotti/${sku.toLowerCase()}` : '',
    files: rng.chance(0.3) ? [`${sku}.pdf`, { name: `${sku}-taglie.pdf` }] : [`${sku}.pdf`],
    catalogo: 1,
    promo: promoProduct ? 1 : 0,
    altdat1: spec.unit,
    altdat2: companyProfile(company).pricing.altdat2Markup && rng.chance(0.4) ? rng.pick([5, 10, 15, 20]) : 0,
    altdat3: promoProduct ? '1' : '0',
    rating: rng.int(3, 5),
    recommended: false,
    new: rng.chance(0.1),
    saleCount: rng.int(0, 800),
    codiciAlternativi: rng.chance(0.6) ? `${rng.int(10000, 99999)} ${spec.prefix}-${id}` : '',
    variation,
  };
  if (companyProfile(company).missingStockDefault !== null && sizes.length > 0 && stocked.length < sizes.length)
    delete product.stock;

  const description: ProductDescription = {
    id,
    DesWeb: `<p><strong>${name}</strong> di ${brand}.</p><ul><li>Tessuto: ${fabric}</li>` +
      `${spec.sizing === 'apparel' ? `<li>Grammatura: ${weight} g/m²</li>` : ''}<li>Linea ${template}</li></ul>`,
    fullDescription: `${name} di ${brand}, linea ${template}. Realizzato in ${fabric}, adatto alla personalizzazione ` +
      `con stampa o ricamo. Categoria ${spec.category}, ${subcategory.toLowerCase()}.`,
  };
  // Packaging and spare-parts companies: same article, their own words and colours.
  return dressForTrade(company, { product, description }, { category: spec.category, subcategory, brand, template, noun, fabric });
}

export function generateCatalogue(company: number, count: number): { products: Product[]; descriptions: ProductDescription[] } {
  const products: Product[] = [];
  const descriptions: ProductDescription[] = [];
  for (let id = 1; id <= count; id++) {
    const { product, description } = generateProduct(company, id);
    products.push(product);
    descriptions.push(description);
  }
  return { products, descriptions };
}
