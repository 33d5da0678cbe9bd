import type { Product } from '../catalogue/product.ts';
import { bulkInsert } from '../db/bulk-insert.ts';
import type { Db } from '../db/client.ts';
import { demoRoles } from './catalogue.ts';
import { Random, round2, seedOf } from './random.ts';

/** Article ids of a product: its sizes, or the product itself when it has no variations. */
const articlesOf = (p: Product) =>
  p.variation.length
    ? p.variation.flatMap((v) => v.size.map((s) => ({ id: s.IDArtSizeColor, price: s.priceNoSco })))
    : [{ id: p.id, price: p.price }];

interface Condition { company: number; IDCli: number; IDArt: number; Pre: number; Sco: number }
interface LastPrice { company: number; IDCli: number; IDART: number; ULTPRE: number }

/**
 * Conditions (fixed price Pre or discount Sco) and last prices for CL001 and CL002, and the
 * articles excluded from discounts. The role products carry known cases; a deterministic
 * sprinkling over the next products gives the rest.
 */
export async function seedPricing(db: Db, company: number, products: Product[]): Promise<void> {
  const rng = new Random(seedOf(0xc0de, company));
  const byId = new Map(products.map((p) => [p.id, p]));
  const conditions: Condition[] = [];
  const lastPrices: LastPrice[] = [];
  const fixed = (id: number) => {
    const product = byId.get(id);
    return product ? articlesOf(product) : [];
  };

  for (const article of fixed(demoRoles.bigStock)) {
    conditions.push({ company, IDCli: 1, IDArt: article.id, Pre: 0, Sco: 10 });
    conditions.push({ company, IDCli: 2, IDArt: article.id, Pre: 0, Sco: 15 });
  }
  const lastPieces = fixed(demoRoles.lastPieces);
  for (const article of lastPieces.slice(0, 2)) {
    conditions.push({ company, IDCli: 1, IDArt: article.id, Pre: round2(article.price * 0.85), Sco: 0 });
  }
  for (const article of lastPieces.slice(2, 3)) {
    conditions.push({ company, IDCli: 2, IDArt: article.id, Pre: round2(article.price * 0.8), Sco: 0 });
  }
  const [oneSize] = fixed(demoRoles.oneSize);
  if (oneSize) lastPrices.push({ company, IDCli: 1, IDART: oneSize.id, ULTPRE: round2(oneSize.price * 0.9) });
  const [gadget] = fixed(demoRoles.noVariations);
  if (gadget) lastPrices.push({ company, IDCli: 2, IDART: gadget.id, ULTPRE: round2(gadget.price * 0.95) });

  for (const product of products.slice(8, 60)) {
    const articles = articlesOf(product);
    const article = articles[rng.int(0, articles.length - 1)];
    if (!article) continue;
    const customer = rng.pick([1, 2]);
    if (rng.chance(0.3)) conditions.push({ company, IDCli: customer, IDArt: article.id, Pre: 0, Sco: rng.pick([5, 10, 20]) });
    else if (rng.chance(0.2)) lastPrices.push({ company, IDCli: customer, IDART: article.id, ULTPRE: round2(article.price * 0.92) });
  }

  const noSco = new Set([...fixed(demoRoles.promo).map((a) => a.id), demoRoles.noVariations]);
  for (const product of products.slice(8)) {
    if (product.promo && rng.chance(0.5)) for (const a of articlesOf(product)) noSco.add(a.id);
  }

  await bulkInsert(db, 'conditions', { company: 'int', IDCli: 'int', IDArt: 'int', Pre: 'float8', Sco: 'float8' }, conditions);
  await bulkInsert(db, 'last_prices', { company: 'int', IDCli: 'int', IDART: 'int', ULTPRE: 'float8' }, lastPrices);
  await bulkInsert(db, 'items_no_sco', { company: 'int', IDArt: 'int' },
    [...noSco].filter((IDArt) => byId.has(IDArt) || IDArt >= 1_000_000).map((IDArt) => ({ company, IDArt })));
}
