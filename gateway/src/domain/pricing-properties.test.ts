import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { roundHalfUpToCents } from './money.ts';
import type { TenantId } from '../tenants/profile.ts';
import { TENANT_PROFILES } from '../tenants/profiles.ts';
import { withVat } from './vat-inclusive.ts';
import { computeUnitPrice } from './pricing.ts';
import { ctx, size } from './pricing.fixtures.ts';

describe('computeUnitPrice: properties', () => {
  const money = fc.double({ min: 0, max: 10_000, noNaN: true });
  const pct = fc.double({ min: 0, max: 100, noNaN: true });
  const arb = fc.record({
    tenantId: fc.constantFrom<TenantId>(1, 2, 3, 4),
    listPrice: money,
    base: money,
    customerPrice: fc.oneof(fc.constant(0), money),
    promo: fc.oneof(fc.constant(0), money),
    markupPercent: fc.oneof(fc.constant(0), pct),
    personal: fc.option(fc.record({ priceListType: fc.integer({ min: 0, max: 5 }), s1: pct, s2: pct })),
    condition: fc.option(fc.record({ pre: fc.oneof(fc.constant(0), money), sco: pct })),
    lastPrice: fc.option(money),
    noSco: fc.boolean(),
  });

  type Args = typeof arb extends fc.Arbitrary<infer T> ? T : never;
  const run = (a: Args) =>
    computeUnitPrice(
      size({ listPrice: a.listPrice, base: a.base, customerPrice: a.customerPrice, promo: a.promo, markupPercent: a.markupPercent }),
      ctx({
        tenantId: a.tenantId,
        personal: a.personal,
        condition: a.condition ?? undefined,
        lastPrice: a.lastPrice ?? undefined,
        noSco: a.noSco,
      }),
    );

  it('is never negative, and the old price is only ever above the price', () => {
    fc.assert(
      fc.property(arb, (a) => {
        const r = run(a);
        expect(r.price).toBeGreaterThanOrEqual(0);
        if (r.oldPrice !== null) expect(r.oldPrice).toBeGreaterThan(r.price);
      }),
    );
  });

  it('is never above max(listPrice, base) without a last price or a markup (with its VAT when shown i.i.)', () => {
    fc.assert(
      fc.property(arb, (a) => {
        const r = run({ ...a, lastPrice: null, markupPercent: 0 });
        // A promo price for an article excluded from discounts is taken as it is.
        const bound = Math.max(a.listPrice, a.base, a.noSco ? a.promo : 0);
        const shown = TENANT_PROFILES[a.tenantId].rules.vatInclusive ? withVat(bound) : roundHalfUpToCents(bound);
        expect(r.price).toBeLessThanOrEqual(shown);
      }),
    );
  });

  it('rounds exactly once: the price is the last unrounded step, rounded', () => {
    fc.assert(
      fc.property(arb, (a) => {
        const r = run(a);
        const last = r.steps.at(-1);
        expect(last).toBeDefined();
        expect(r.price).toBe(roundHalfUpToCents(Math.max(last?.after ?? 0, 0)));
        expect(Number.isInteger(Math.round(r.price * 100))).toBe(true);
        expect(roundHalfUpToCents(r.price)).toBe(r.price);
      }),
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(arb, (a) => {
        expect(run(a)).toEqual(run(a));
      }),
    );
  });
});
