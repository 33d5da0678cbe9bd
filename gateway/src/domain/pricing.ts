// Unit price of one size for one customer. The rules are the design's (§5.1), in that order; each
// step that changes the price is recorded so that an agent can see why a customer pays what they
// pay. Amounts stay unrounded until the very end, where price and old price are rounded once.

import { roundHalfUpToCents } from './money.ts';
import { withVat } from './vat-inclusive.ts';

/**
 * How a customer condition (Pre, Sco) applies (design §5.1 step 3). REPLACE: a fixed price below
 * the price replaces it, else the discount applies to the price. LOWEST: the lower of the price
 * and the condition's candidate (the fixed price, else the list price less the discount).
 */
export type ConditionMode = 'REPLACE' | 'LOWEST';

/** The company's pricing rules, as its profile states them. */
export interface PricingRules {
  conditionMode: ConditionMode;
  /** Prices (and old prices) carry the article's percent markup (markupPercent). */
  articleMarkup: boolean;
  /** Prices are shown VAT-inclusive ('i.i.', company 2): the ERP's VAT-inclusive price, from the net rounded. */
  vatInclusive?: boolean;
}

export interface PriceInput {
  articleId: number;
  /** List price; 0 means none. */
  listPrice: number;
  /** The size's base price, else the product price: the caller decides. */
  base: number;
  /** Customer price; 0 means none. */
  customerPrice: number;
  /** Promo price; 0 means none. */
  promo: number;
  /** Percent markup, applied when the company's rules say so. */
  markupPercent: number;
  /** Unit price returned by the upstream's cart-pricing reply for this line. */
  suppliedUnitPrice?: number | null;
}

export interface PersonalPricing {
  priceListType: number;
  s1: number;
  s2: number;
}

export interface PricingContext {
  rules: PricingRules;
  /** null for an anonymous visitor: no personal discounts. */
  personal: PersonalPricing | null;
  conditions: ReadonlyMap<number, { pre: number; sco: number }>;
  lastPrices: ReadonlyMap<number, number>;
  itemsNoSco: ReadonlySet<number>;
}

export type PriceStepKind =
  | 'SUPPLIED'
  | 'NO_DISCOUNT_PROMO'
  | 'NO_DISCOUNT_BASE'
  | 'BASE'
  | 'DISCOUNT_S1'
  | 'DISCOUNT_S2'
  | 'CUSTOMER_PRICE_CAP'
  | 'CONDITION_FIXED'
  | 'CONDITION_PERCENT'
  | 'LAST_PRICE'
  | 'MARKUP'
  | 'VAT_INCLUDED';

export interface PriceStep {
  kind: PriceStepKind;
  /** Italian, for agents, e.g. 'Sconto S1 10%'. */
  label: string;
  before: number;
  after: number;
}

export interface PriceResult {
  price: number;
  /** The struck-through price, only when it exceeds the price. */
  oldPrice: number | null;
  steps: PriceStep[];
}

/** Price-list type whose old price is the list price (else the customer price). */
export const PRICE_LIST_TYPE_NET = 4;

const percentFormat = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 });

/** Labels of the few discount percents in use: Intl formatting per size priced was a hot spot. */
const percentLabels = new Map<number, string>();

function percentLabel(n: number): string {
  let label = percentLabels.get(n);
  if (label === undefined) {
    label = `${percentFormat.format(n)}%`;
    if (percentLabels.size >= 1000) percentLabels.clear();
    percentLabels.set(n, label);
  }
  return label;
}

/** Upstream data can hold anything; a negative or missing amount counts as none. */
function amount(n: number | null | undefined): number {
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0;
}

/** A discount outside 0..100 would make a price negative or raise it; clamp it. */
function discountFactor(percent: number): number {
  const p = Math.min(Math.max(amount(percent), 0), 100);
  return 1 - p / 100;
}

export function computeUnitPrice(size: PriceInput, ctx: PricingContext): PriceResult {
  const steps: PriceStep[] = [];
  const base = amount(size.base);
  const listPrice = amount(size.listPrice);
  const customerPrice = amount(size.customerPrice);
  const promo = amount(size.promo);

  // 1. The upstream already priced this line: it is final.
  const supplied = size.suppliedUnitPrice;
  if (supplied !== null && supplied !== undefined && Number.isFinite(supplied)) {
    const after = Math.max(supplied, 0);
    steps.push({ kind: 'SUPPLIED', label: 'Prezzo fornito dal gestionale', before: base, after });
    return { price: shown(roundHalfUpToCents(after), ctx.rules, steps), oldPrice: null, steps };
  }

  let price: number;
  const apply = (kind: PriceStepKind, label: string, after: number): void => {
    if (after !== price) steps.push({ kind, label, before: price, after });
    price = after;
  };

  // 2. Articles excluded from discounts keep their base or promo price; others get S1, S2, cap.
  if (ctx.itemsNoSco.has(size.articleId)) {
    if (promo > 0 && promo !== base) {
      price = promo;
      steps.push({
        kind: 'NO_DISCOUNT_PROMO',
        label: 'Articolo senza sconti: prezzo promo',
        before: base,
        after: promo,
      });
    } else {
      price = base;
      steps.push({
        kind: 'NO_DISCOUNT_BASE',
        label: 'Articolo senza sconti: prezzo base',
        before: base,
        after: base,
      });
    }
  } else {
    price = base;
    steps.push({ kind: 'BASE', label: 'Prezzo base', before: base, after: base });
    if (ctx.personal) {
      const { s1, s2 } = ctx.personal;
      apply('DISCOUNT_S1', `Sconto S1 ${percentLabel(amount(s1))}`, price * discountFactor(s1));
      apply('DISCOUNT_S2', `Sconto S2 ${percentLabel(amount(s2))}`, price * discountFactor(s2));
    }
    if (customerPrice > 0 && customerPrice < price) apply('CUSTOMER_PRICE_CAP', 'Prezzo cliente', customerPrice);
  }

  // 3. Customer condition for the article.
  const candidates: number[] = [];
  const condition = ctx.conditions.get(size.articleId);
  if (condition) {
    const pre = amount(condition.pre);
    const sco = amount(condition.sco);
    if (ctx.rules.conditionMode === 'REPLACE') {
      if (pre > 0 && pre < price) {
        apply('CONDITION_FIXED', 'Condizione: prezzo fisso', pre);
      } else {
        apply('CONDITION_PERCENT', `Condizione: sconto ${percentLabel(sco)}`, price * discountFactor(sco));
      }
      candidates.push(price);
    } else {
      const fixed = pre > 0;
      const candidate = fixed ? pre : listPrice * discountFactor(sco);
      // Without a list price the percent candidate would be 0: that is no price, not a free one.
      if (candidate > 0) {
        candidates.push(candidate);
        if (candidate < price) {
          apply(
            fixed ? 'CONDITION_FIXED' : 'CONDITION_PERCENT',
            fixed ? 'Condizione: prezzo fisso' : `Condizione: sconto ${percentLabel(sco)} sul listino`,
            candidate,
          );
        }
      }
    }
  }

  // 4. The last price charged to this customer for the article wins.
  const last = amount(ctx.lastPrices.get(size.articleId));
  if (last > 0) apply('LAST_PRICE', 'Ultimo prezzo praticato', last);

  // 5. Old price.
  let oldPrice: number;
  if (ctx.personal?.priceListType === PRICE_LIST_TYPE_NET) {
    oldPrice = listPrice > 0 ? listPrice : customerPrice;
  } else {
    oldPrice = Math.max(listPrice, base, ...candidates);
  }

  // 6. Some companies sell with a per-article markup.
  const markup = amount(size.markupPercent);
  if (ctx.rules.articleMarkup && markup > 0) {
    const factor = 1 + markup / 100;
    apply('MARKUP', `Maggiorazione ${percentLabel(markup)}`, price * factor);
    oldPrice *= factor;
  }

  // 7. Round once; a VAT-inclusive company shows the ERP's VAT-inclusive price of that net price.
  const finalPrice = shown(roundHalfUpToCents(Math.max(price, 0)), ctx.rules, steps);
  const finalOld = ctx.rules.vatInclusive ? withVat(oldPrice) : roundHalfUpToCents(oldPrice);
  return { price: finalPrice, oldPrice: finalOld > finalPrice ? finalOld : null, steps };
}

/** The net price as the company shows it: itself, or with VAT ('i.i.') recorded as a step. */
function shown(net: number, rules: PricingRules, steps: PriceStep[]): number {
  if (!rules.vatInclusive) return net;
  const gross = withVat(net);
  steps.push({ kind: 'VAT_INCLUDED', label: 'IVA inclusa 22%', before: net, after: gross });
  return gross;
}

/** The 'from' price of a product: the lowest of its sizes' prices, with that size's old price. */
export function fromPrice(results: readonly PriceResult[]): PriceResult | null {
  let best: PriceResult | null = null;
  for (const r of results) if (best === null || r.price < best.price) best = r;
  return best;
}
