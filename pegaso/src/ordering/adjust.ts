// How the ERP prices and splits a cart for the checkout (getWebAppAdjustCart) and what the
// order's shipments cost. Pure functions: the routes read the rows and call these. Lines are
// priced by the shop's unit-price rule (unit-price.ts), so the cart's price is the order's.

import type { PricingProfile } from '../company-profile.ts';
import { unitPrice, type CustomerTerms, type PriceArticle } from './unit-price.ts';

export interface OrderArticle extends PriceArticle {
  IDArt: number;
  productId: number;
  sku: string;
  name: string;
  size: string;
  /** null when the ERP has no stock figure (company 2 reads it as 9999). */
  stock: number | null;
  qtaOrdFor: number;
  qtaImpCli: number;
  catalogo: number;
  tag: string[];
  priceNoSco: number;
}

export interface AdjustedLine {
  id: string;
  idArt: number;
  qty: number;
  qtyOK: number;
  qtyArr: number;
  qtyPre: number;
  qtyNO: number;
  sco1: number;
  sco2: number;
  sco3: number;
  sco4: number;
  /** 1 = fixed price, 2 = percentage discount. */
  tipoSconto: 1 | 2;
  priceNoSco: number;
  pricesco: number;
  priceIva: number;
  /** The price S1, S2 and a condition's percent were taken from; null for a fixed price. */
  discountBase: number | null;
}

export const VAT_RATE = 0.22;
/** Pieces packed in one parcel. */
export const PIECES_PER_PARCEL = 50;
/** Italian tariff (conditions of sale, spec §9). */
export const TARIFF = {
  firstParcel: 12.9,
  secondParcel: 6,
  furtherParcel: 4,
  cashOnDelivery: 2,
  handling: 1,
  pickupHandling: 2,
};

const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

export function splitQuantity(qty: number, a: OrderArticle, missingStockDefault: number | null) {
  const q = Math.max(Math.floor(qty), 0);
  const stock = a.stock ?? missingStockDefault ?? 0;
  const qtyOK = Math.min(q, Math.max(stock, 0));
  const qtyArr = Math.min(q - qtyOK, Math.max(a.qtaOrdFor - a.qtaImpCli, 0));
  const rest = q - qtyOK - qtyArr;
  const reservable = a.catalogo !== 0 && !a.tag.some((t) => t.trim().toUpperCase() === 'PROMEMORIA');
  const qtyPre = reservable ? rest : 0;
  return { qtyOK, qtyArr, qtyPre, qtyNO: rest - qtyPre };
}

export function adjustLine(
  line: { id: string; idArt: number; qty: number },
  a: OrderArticle,
  terms: CustomerTerms,
  pricing: PricingProfile,
  missingStockDefault: number | null,
): AdjustedLine {
  const split = splitQuantity(line.qty, a, missingStockDefault);
  const price = unitPrice(a, terms, pricing);
  return {
    id: line.id,
    idArt: line.idArt,
    qty: line.qty,
    ...split,
    sco1: price.sco[0],
    sco2: price.sco[1],
    sco3: price.sco[2],
    sco4: price.sco[3],
    tipoSconto: price.tipoSconto,
    priceNoSco: a.priceNoSco,
    pricesco: price.price,
    priceIva: round2(price.price * (1 + VAT_RATE)),
    discountBase: price.discountBase,
  };
}

/** 12.90 for the first parcel, 6.00 for the second, 4.00 for each further one. */
export function transportCost(pieces: number): number {
  const parcels = Math.ceil(Math.max(pieces, 0) / PIECES_PER_PARCEL);
  if (parcels === 0) return 0;
  return round2(
    TARIFF.firstParcel +
      (parcels >= 2 ? TARIFF.secondParcel : 0) +
      Math.max(parcels - 2, 0) * TARIFF.furtherParcel,
  );
}

export interface ShipmentCosts {
  totSpeTra: number;
  totSpeInc: number;
  totSpeImb: number;
}

/**
 * Costs of one shipment by carrier: transport by parcels, the cash-on-delivery fee when the
 * customer pays that way, and the order handling fee. No pieces, no shipment, no cost.
 */
export function shipmentCosts(pieces: number, cashOnDelivery: boolean): ShipmentCosts {
  if (pieces <= 0) return { totSpeTra: 0, totSpeInc: 0, totSpeImb: 0 };
  return {
    totSpeTra: transportCost(pieces),
    totSpeInc: cashOnDelivery ? TARIFF.cashOnDelivery : 0,
    totSpeImb: TARIFF.handling,
  };
}

/**
 * Shipment 1 carries everything when the order ships at once; shipment 2 is the extra shipment
 * of the pieces not available now when the customer splits the order.
 */
export function orderShippingCosts(lines: readonly AdjustedLine[], cashOnDelivery: boolean) {
  const supplied = lines.reduce((n, l) => n + l.qtyOK + l.qtyArr + l.qtyPre, 0);
  const later = lines.reduce((n, l) => n + l.qtyArr + l.qtyPre, 0);
  const one = shipmentCosts(supplied, cashOnDelivery);
  const two = shipmentCosts(later, cashOnDelivery);
  return {
    totSpeTra1: one.totSpeTra,
    totSpeInc1: one.totSpeInc,
    totSpeImb1: one.totSpeImb,
    totSpeTra2: two.totSpeTra,
    totSpeInc2: two.totSpeInc,
    totSpeImb2: two.totSpeImb,
  };
}

export { round2 };
