// The ERP's unit price of one article for one customer: the rule the shop shows in its listing
// and cart (design §5.1), so that the price of a cart line is the price of the order. Pure: the
// routes read the rows and call this. Amounts stay unrounded until the end, rounded once.

import type { PricingProfile } from '../company-profile.ts';

export interface PriceArticle {
  IDArt: number;
  /** List price (preLis); a product without variations uses its own price. */
  preLis: number;
  /** priceNoSco, else the product's price. */
  base: number;
  /** Customer price; 0 means none. */
  pricesco: number;
  /** Promo price; 0 means none. */
  promo: number;
  /** Markup percent, applied where the company sells with one. */
  altdat2: number;
}

export interface CustomerTerms {
  /** Price-list type: 4 shows the list price (else the customer price) as old price. */
  TipLis: number;
  S1: number;
  S2: number;
  conditions: ReadonlyMap<number, { Pre: number; Sco: number }>;
  lastPrices: ReadonlyMap<number, number>;
  itemsNoSco: ReadonlySet<number>;
}

export interface UnitPrice {
  /** The price of the line (pricesco of the adjusted cart). */
  price: number;
  /** Struck-through price; null unless it exceeds the price. */
  oldPrice: number | null;
  /** 1 when the price is a fixed one (customer, promo, condition or last price), 2 when discounted by percents. */
  tipoSconto: 1 | 2;
  /** The percents that made a discounted price: S1, S2, the condition's Sco, and a fourth never used. */
  sco: [number, number, number, number];
  /**
   * The price the percents in `sco` were taken from (the base or list price, with the markup),
   * rounded to cents; null for a fixed price. A document prints it beside the percents and the
   * net price, so that a reader sees each discount as applied.
   */
  discountBase: number | null;
}

export const NET_PRICE_LIST = 4;

/** A negative, missing or non-numeric amount counts as none. */
const amount = (n: number | null | undefined): number => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0);

/** Percents outside 0..100 would raise a price or make it negative. */
const percent = (n: number): number => Math.min(amount(n), 100);

/**
 * Half away from zero to cents. The amount times 100 is first cut to 15 significant digits so
 * that 1.005 (stored as 1.00499…) rounds to 1.01 as written.
 */
export function roundCents(n: number): number {
  if (!Number.isFinite(n)) return 0;
  const cents = Number((Math.abs(n) * 100).toPrecision(15));
  const rounded = Math.round(cents) / 100;
  return n < 0 && rounded !== 0 ? -rounded : rounded;
}

export function unitPrice(a: PriceArticle, terms: CustomerTerms, profile: PricingProfile): UnitPrice {
  const base = amount(a.base);
  const preLis = amount(a.preLis);
  const pricesco = amount(a.pricesco);
  const promo = amount(a.promo);
  let price: number;
  let sco: UnitPrice['sco'] = [0, 0, 0, 0];
  let fixed = false;
  // What the percents apply to: the base price, or the list price for a condition's percent.
  let from = base;
  const fix = (p: number) => {
    price = p;
    sco = [0, 0, 0, 0];
    fixed = true;
  };

  // Articles without discounts keep their promo or base price; the others get S1 then S2, capped
  // at the customer price.
  if (terms.itemsNoSco.has(a.IDArt)) {
    price = base;
    if (promo > 0 && promo !== base) fix(promo);
  } else {
    const s1 = percent(terms.S1);
    const s2 = percent(terms.S2);
    price = base * (1 - s1 / 100) * (1 - s2 / 100);
    sco = [s1, s2, 0, 0];
    if (pricesco > 0 && pricesco < price) fix(pricesco);
  }

  // The customer's condition for the article.
  const candidates: number[] = [];
  const condition = terms.conditions.get(a.IDArt);
  if (condition) {
    const pre = amount(condition.Pre);
    const off = percent(condition.Sco);
    if (profile.conditionMode === 'REPLACE') {
      if (pre > 0 && pre < price) fix(pre);
      else if (off > 0) {
        price *= 1 - off / 100;
        sco = [sco[0], sco[1], off, 0];
      }
      candidates.push(price);
    } else {
      const candidate = pre > 0 ? pre : preLis * (1 - off / 100);
      // Without a list price the percent candidate is 0: no price, not a free one.
      if (candidate > 0) {
        candidates.push(candidate);
        if (candidate < price) {
          if (pre > 0) fix(pre);
          else {
            price = candidate;
            from = preLis;
            sco = [0, 0, off, 0];
            fixed = false;
          }
        }
      }
    }
  }

  // The last price charged to the customer for the article wins.
  const last = amount(terms.lastPrices.get(a.IDArt));
  if (last > 0) fix(last);

  let oldPrice = terms.TipLis === NET_PRICE_LIST ? (preLis > 0 ? preLis : pricesco) : Math.max(preLis, base, ...candidates);
  const markup = amount(a.altdat2);
  if (profile.altdat2Markup && markup > 0) {
    price *= 1 + markup / 100;
    oldPrice *= 1 + markup / 100;
    from *= 1 + markup / 100;
  }

  const finalPrice = roundCents(Math.max(price, 0));
  const finalOld = roundCents(oldPrice);
  return {
    price: finalPrice,
    oldPrice: finalOld > finalPrice ? finalOld : null,
    tipoSconto: fixed ? 1 : 2,
    sco,
    discountBase: fixed ? null : roundCents(from),
  };
}
