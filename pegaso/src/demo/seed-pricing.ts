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

/** The products whose articles get conditions and last prices: the roles, then a sprinkling up to this one. */
const pricedProducts = 60;

/**
 * Conditions (fixed price Pre or discount Sco) and last prices for CL001 and CL002, and the
 * articles excluded from discounts. The role products carry known cases; a deterministic
 * sprinkling over the next products gives the rest. The products arrive in batches, in id
 * order (the catalogue is generated a batch at a time); only the first ones are kept.
 */
export class DemoPricing {
  private readonly rng: Random;
  private readonly first: Product[] = [];
  private readonly conditions: Condition[] = [];
  private readonly lastPrices: LastPrice[] = [];
  private readonly noSco = new Set<number>();
  private readonly productIds = new Set<number>();
  private sprinkled = false;

  constructor(private readonly company: number) {
    this.rng = new Random(seedOf(0xc0de, company));
  }

  add(products: readonly Product[]): void {
    for (const product of products) {
      this.productIds.add(product.id);
      if (this.sprinkled) this.markNoSco(product);
      else {
        this.first.push(product);
        if (this.first.length === pricedProducts) this.sprinkle();
      }
    }
  }

  async insert(db: Db): Promise<void> {
    if (!this.sprinkled) this.sprinkle();
    const company = this.company;
    await bulkInsert(db, 'conditions', { company: 'int', IDCli: 'int', IDArt: 'int', Pre: 'float8', Sco: 'float8' }, this.conditions);
    await bulkInsert(db, 'last_prices', { company: 'int', IDCli: 'int', IDART: 'int', ULTPRE: 'float8' }, this.lastPrices);
    await bulkInsert(db, 'items_no_sco', { company: 'int', IDArt: 'int' },
      [...this.noSco].filter((IDArt) => this.productIds.has(IDArt) || IDArt >= 1_000_000).map((IDArt) => ({ company, IDArt })));
  }

  /** Promo products after the roles leave, one in two, their articles out of discounts. */
  private markNoSco(product: Product): void {
    if (product.promo && this.rng.chance(0.5)) for (const a of articlesOf(product)) this.noSco.add(a.id);
  }

  /** Conditions and last prices from the first products, drawn before any later product's mark. */
  private sprinkle(): void {
    this.sprinkled = true;
    const { company, rng, conditions, lastPrices } = this;
    const byId = new Map(this.first.map((p) => [p.id, p]));
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

    for (const product of this.first.slice(8, pricedProducts)) {
      const articles = articlesOf(product);
      const article = articles[rng.int(0, articles.length - 1)];
      if (!article) continue;
      const customer = rng.pick([1, 2]);
      if (rng.chance(0.3)) conditions.push({ company, IDCli: customer, IDArt: article.id, Pre: 0, Sco: rng.pick([5, 10, 20]) });
      else if (rng.chance(0.2)) lastPrices.push({ company, IDCli: customer, IDART: article.id, ULTPRE: round2(article.price * 0.92) });
    }

    for (const a of fixed(demoRoles.promo)) this.noSco.add(a.id);
    this.noSco.add(demoRoles.noVariations);
    for (const product of this.first.slice(8)) this.markNoSco(product);
    this.first.length = 0;
  }
}
