import { readOrForbidden } from '../context/service-error.ts';
import { listsOf } from '../cart/session-cart.ts';
import { imageUrl } from '../catalogue/media-urls.ts';
import { priceAudience } from '../catalogue/product-price.ts';
import type { CartLine } from '../domain/cart.ts';
import {
  CARRIER_CONTRACT_MODES,
  GROUP_KINDS,
  GROUP_TITLES,
  PICKUP_HANDLING,
  PICKUP_MODE,
  RECEIVE_LABELS,
  RESERVED_GOODS_WARNING,
  groupLineTotal,
  needsSecondShipment,
  piecesOf,
  receiveChoices,
} from '../domain/checkout.ts';
import { roundHalfUpToCents, toMoney } from '../domain/money.ts';
import type { PriceChange } from '../domain/price-check.ts';
import type { RequestContext } from '../context/request-context.ts';
import type { AdjustedCart, AdjustedLine } from '../erp/checkout-models.ts';
import type { CheckoutCartModel, CheckoutLineView } from './checkout-cart-model.ts';
import { type CheckoutSubject } from './checkout-subject.ts';
import { shippingCostMoney } from './checkout-quote.ts';
import { amountReading, type AmountReading } from '../domain/vat-inclusive.ts';
import { checkoutNotice, freeShippingMoney } from './free-shipping-check.ts';
import { catalogueUnitPrice, crossCheckPrices } from './price-cross-check.ts';
import { printedCatalogueOf, crossCheckSplit, expectedSplit } from './split-cross-check.ts';

export interface PricedLine {
  cart: CartLine;
  adjusted: AdjustedLine;
  /** The catalogue flag sent with the line (1 when the supplier can still deliver). */
  printedCatalogue: number;
  /** The shop's catalogue price for the customer; null when prices are hidden or the article is gone. */
  cataloguePrice: number | null;
}

export interface PricedCheckout {
  lines: PricedLine[];
  upstream: AdjustedCart;
  /** Lines whose ERP price differs from the catalogue price, for the buyer to confirm. */
  priceChanges: PriceChange[];
}

/** A line the upstream left out of its reply cannot be supplied: all of it unavailable, priced zero. */
export function unavailableLine(line: CartLine): AdjustedLine {
  return {
    lineId: line.cartItemId,
    articleId: line.articleId,
    split: { qtyOK: 0, qtyArr: 0, qtyPre: 0, qtyNO: line.quantity },
    discounts: [0, 0, 0, 0],
    discountType: 2,
    basePrice: 0,
    customerPrice: 0,
    priceWithVat: 0,
  };
}

/** The session's saved cart priced and split by the upstream for the subject's customer, cross-checked. */
export async function priceCheckout(
  ctx: RequestContext,
  subject: CheckoutSubject,
  paymentModeId: number | null = null,
): Promise<PricedCheckout> {
  const [{ cart }, snapshot, pricing] = await Promise.all([
    listsOf(ctx),
    ctx.tenant.catalogue.get(),
    priceAudience(ctx),
  ]);
  const request = cart.map((l) => ({
    lineId: l.cartItemId,
    articleId: l.articleId,
    quantity: l.quantity,
    printedCatalogue: printedCatalogueOf(snapshot, l),
  }));
  const upstream = readOrForbidden(
    await ctx.tenant.erp.checkout.adjustCart(subject.credentials, subject.customer.id, request, paymentModeId),
  );
  const byId = new Map(upstream.lines.map((l) => [l.lineId, l]));
  const reading = readingOf(ctx);
  const missingStock = ctx.tenant.profile.rules.missingStockDefault;
  const lines = cart.map((line, i) => {
    const adjusted = byId.get(line.cartItemId) ?? unavailableLine(line);
    crossCheckSplit(ctx.log, line, adjusted.split, expectedSplit(snapshot, line, missingStock));
    const cataloguePrice = pricing ? catalogueUnitPrice(snapshot, line, pricing) : null;
    return { cart: line, adjusted, printedCatalogue: request[i]?.printedCatalogue ?? 0, cataloguePrice };
  });
  const priceChanges = crossCheckPrices(
    ctx.log,
    lines.map((l) => ({
      lineId: l.cart.cartItemId,
      articleId: l.cart.articleId,
      // The catalogue shows a VAT-inclusive company's priceWithVat: compared with the ERP's own.
      erpUnitPrice: reading.unit(l.adjusted),
      catalogueUnitPrice: l.cataloguePrice,
      suppliedPieces: suppliedPieces(l.adjusted),
    })),
  );
  return { lines, upstream, priceChanges };
}

/** Pieces the order supplies; unavailable ones are priced zero. */
function suppliedPieces(l: AdjustedLine): number {
  return l.split.qtyOK + l.split.qtyArr + l.split.qtyPre;
}

/** How the tenant reads its amounts: net, or VAT-inclusive ('i.i.', company 2). */
export const readingOf = (ctx: RequestContext): AmountReading => amountReading(ctx.tenant.profile.rules.vatInclusive);

/**
 * Goods total: each supplied line rounded once, then summed; unavailable pieces count zero. At
 * the unit price the tenant shows (the 'i.i.' one for a VAT-inclusive tenant), net by default.
 */
export function goodsTotal(lines: readonly PricedLine[], reading: AmountReading = amountReading(false)): number {
  return roundHalfUpToCents(
    lines.reduce((s, l) => s + roundHalfUpToCents(reading.unit(l.adjusted) * suppliedPieces(l.adjusted)), 0),
  );
}

/** What the checkout page shows; amounts are null when the viewer may not see prices. */
export async function presentCheckout(
  ctx: RequestContext,
  subject: CheckoutSubject,
  priced: PricedCheckout,
): Promise<CheckoutCartModel> {
  const showPrices = (await priceAudience(ctx)) !== null;
  const money = (n: number) => (showPrices ? toMoney(n) : null);
  const reading = readingOf(ctx);
  const changed = new Map(priced.priceChanges.map((c) => [c.lineId, c]));
  const lines = priced.lines.map(({ cart, adjusted }): CheckoutLineView => {
    const a = adjusted;
    const change = changed.get(cart.cartItemId);
    return {
      id: cart.cartItemId,
      productId: String(cart.productId),
      articleId: String(cart.articleId),
      sku: cart.sku,
      name: cart.name,
      color: cart.color,
      size: cart.size,
      quantity: cart.quantity,
      image: cart.image ? { url: imageUrl(cart.image), alt: cart.name } : null,
      split: {
        available: a.split.qtyOK,
        arriving: a.split.qtyArr,
        reservable: a.split.qtyPre,
        unavailable: a.split.qtyNO,
      },
      discounts: [...a.discounts],
      discountType: a.discountType,
      listPrice: money(reading.amount(a.basePrice)),
      unitPrice: money(reading.unit(a)),
      catalogueUnitPrice: change ? money(change.previousUnitPrice) : null,
      priceChanged: change !== undefined,
      unitPriceWithVat: money(a.priceWithVat),
      lineTotal: money(roundHalfUpToCents(reading.unit(a) * suppliedPieces(a))),
    };
  });
  const groups = GROUP_KINDS.map((kind) => {
    const members = priced.lines.flatMap((l, i) => {
      const quantity = piecesOf(l.adjusted.split, kind);
      const line = lines[i];
      return quantity > 0 && line
        ? [{ line, quantity, amount: groupLineTotal(reading.unit(l.adjusted), quantity, kind) }]
        : [];
    });
    const total = roundHalfUpToCents(members.reduce((s, m) => s + m.amount, 0));
    return {
      kind,
      title: GROUP_TITLES[kind],
      pieces: members.reduce((n, m) => n + m.quantity, 0),
      total: money(total),
      lines: members.map((m) => ({ line: m.line, quantity: m.quantity, total: money(m.amount) })),
    };
  });
  const splits = priced.lines.map((l) => l.adjusted.split);
  const reserved = splits.some((s) => s.qtyArr + s.qtyPre > 0);
  const payments = priced.upstream.paymentModes.map((p) => ({
    id: String(p.id),
    description: p.description,
    isDefault: p.isDefault,
  }));
  const subtotal = goodsTotal(priced.lines, reading);
  const costs = priced.upstream.shippingCosts;
  const threshold = ctx.settings.freeShippingAmount;
  // The threshold is on the taxable goods (conditions of sale), as the ERP applies it.
  const notice = showPrices ? checkoutNotice(ctx.log, goodsTotal(priced.lines), costs, threshold) : null;
  return {
    lines,
    priceChanges: showPrices
      ? priced.lines.flatMap(({ cart }) => {
          const c = changed.get(cart.cartItemId);
          return c
            ? [{ lineId: c.lineId, sku: cart.sku, name: cart.name, previousUnitPrice: toMoney(c.previousUnitPrice), unitPrice: toMoney(c.unitPrice) }]
            : [];
        })
      : [],
    groups,
    hasReservedGoods: reserved,
    reservedWarning: reserved ? RESERVED_GOODS_WARNING : null,
    customer: {
      id: String(subject.customer.id),
      name: subject.customer.name,
      sites: subject.customer.sites,
      site: subject.site,
    },
    shippingModes: priced.upstream.shippingModes.map((m) => ({
      id: String(m.id),
      description: m.description,
      isPickup: m.id === PICKUP_MODE,
      requiresCarrierContract: CARRIER_CONTRACT_MODES.includes(m.id),
    })),
    paymentModes: payments,
    defaultPaymentMode: payments.find((p) => p.isDefault) ?? null,
    paymentModeRequired: ctx.tenant.profile.features.requirePaymentMode,
    shippingCosts: showPrices
      ? {
          first: shippingCostMoney(reading.cost(costs.first)),
          second: shippingCostMoney(reading.cost(costs.second)),
          pickup: shippingCostMoney(reading.cost({ transport: 0, cashOnDelivery: 0, handling: PICKUP_HANDLING })),
        }
      : null,
    receiveOptions: receiveChoices(splits).map((choice) => ({
      choice,
      label: RECEIVE_LABELS[choice],
      needsSecondShipment: needsSecondShipment(choice),
    })),
    subtotal: money(subtotal),
    freeShipping: notice ? freeShippingMoney(notice, threshold) : null,
    localities: priced.upstream.localities,
    vatIncluded: reading.vatInclusive,
    pricing: showPrices ? { goods: subtotal, tariff: costs, notice, threshold, reading } : null,
  };
}
