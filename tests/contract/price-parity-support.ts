import { request } from 'undici';

/**
 * What the reference upstream's catalogue says about a customer's prices, read raw (getProducts),
 * so that a test can pick articles that go through each step of the unit-price rule (design §5.1)
 * without trusting the gateway it checks.
 */

export type Branch =
  | 'S1_S2'
  | 'CUSTOMER_PRICE'
  | 'NO_DISCOUNT_BASE'
  | 'NO_DISCOUNT_PROMO'
  | 'CONDITION_FIXED'
  | 'CONDITION_PERCENT'
  | 'LAST_PRICE'
  | 'NO_VARIATIONS'
  | 'MARKUP';

export interface PricedArticle {
  productId: number;
  articleId: number;
  branches: Branch[];
}

interface RawSize {
  IDArtSizeColor: number;
  priceNoSco: number;
  pricesco: number;
  promo: number;
  flgNoWeb: number;
}
interface RawProduct {
  id: number;
  price: number;
  pricesco: number;
  altdat2: number;
  variation?: Array<{ size?: RawSize[] | null }> | null;
}
interface RawCatalogue {
  items: RawProduct[] | string;
  itemsNoSco: number[];
  personal: { S1: number; S2: number } | null;
  condizioni: Array<{ IDArt: number; Pre: number; Sco: number }>;
  ultimiPrezzi: Array<{ IDART: number; ULTPRE: number }>;
}

/** Every article of the customer's catalogue with the pricing steps its data calls for. */
export async function pricedArticles(
  upstreamUrl: string,
  company: number,
  username: string,
): Promise<PricedArticle[]> {
  const res = await request(`${upstreamUrl}/${company}/pegaso/getProducts`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password: username }).toString(),
  });
  const raw = (await res.body.json()) as RawCatalogue;
  const products = typeof raw.items === 'string' ? (JSON.parse(raw.items) as RawProduct[]) : raw.items;
  const noSco = new Set(raw.itemsNoSco);
  const conditions = new Map(raw.condizioni.map((c) => [c.IDArt, c]));
  const last = new Map(raw.ultimiPrezzi.map((l) => [l.IDART, l.ULTPRE]));
  const discounted = (raw.personal?.S1 ?? 0) > 0 || (raw.personal?.S2 ?? 0) > 0;
  const articles: PricedArticle[] = [];
  for (const p of products) {
    const sizes = (p.variation ?? []).flatMap((v) => v.size ?? []);
    const entries = sizes.length
      ? sizes
          .filter((s) => !s.flgNoWeb)
          .map((s) => ({ id: s.IDArtSizeColor, base: s.priceNoSco || p.price, pricesco: s.pricesco, promo: s.promo }))
      : [{ id: p.id, base: p.price, pricesco: p.pricesco, promo: 0 }];
    for (const a of entries) {
      const branches: Branch[] = [];
      if (noSco.has(a.id)) branches.push(a.promo > 0 && a.promo !== a.base ? 'NO_DISCOUNT_PROMO' : 'NO_DISCOUNT_BASE');
      else {
        if (discounted) branches.push('S1_S2');
        if (a.pricesco > 0) branches.push('CUSTOMER_PRICE');
      }
      const c = conditions.get(a.id);
      if (c && c.Pre > 0) branches.push('CONDITION_FIXED');
      else if (c && c.Sco > 0) branches.push('CONDITION_PERCENT');
      if ((last.get(a.id) ?? 0) > 0) branches.push('LAST_PRICE');
      if (!sizes.length) branches.push('NO_VARIATIONS');
      if (company === 2 && p.altdat2 > 0) branches.push('MARKUP');
      articles.push({ productId: p.id, articleId: a.id, branches });
    }
  }
  return articles;
}

/** A small cart that covers every branch the customer's data offers: the first article of each. */
export function cartCovering(articles: readonly PricedArticle[]): PricedArticle[] {
  const chosen = new Map<number, PricedArticle>();
  const seen = new Set<Branch>();
  for (const a of articles) {
    if (a.branches.some((b) => !seen.has(b))) {
      chosen.set(a.articleId, a);
      for (const b of a.branches) seen.add(b);
    }
  }
  return [...chosen.values()];
}
