// What an order is billed for its shipments, decided by the ERP at placement from the cart, the
// chosen delivery modes and the chosen payment: the same quote getWebAppAdjustCart shows, never
// the figures the client sends (a client could send any). Pure: the route reads the rows.

import { TARIFF, round2, type AdjustedLine } from './adjust.ts';
import { quotedShipping } from './shipping-quote.ts';
import { PICKUP_MODE } from '../erp-codes.ts';

/** A payment mode as the ERP keeps it: the customer's own is flagged pagCli. */
export interface PaymentModeRow {
  IDModPag: number;
  pagCli: boolean;
  cashOnDelivery: boolean;
}

/**
 * Whether the collection (contrassegno) fee applies: the payment chosen at checkout decides;
 * without a choice, the customer's default payment.
 */
export function paysCashOnDelivery(payments: readonly PaymentModeRow[], chosen: number | null): boolean {
  const mode = chosen ? payments.find((p) => p.IDModPag === chosen) : payments.find((p) => p.pagCli);
  return mode?.cashOnDelivery ?? false;
}

export interface OrderChoices {
  mode1: number;
  /** The second shipment's mode; null when everything travels in one shipment. */
  mode2: number | null;
  cashOnDelivery: boolean;
  /** The company's free-shipping threshold, 0 for none. */
  threshold: number;
}

const PICKUP = [0, 0, TARIFF.pickupHandling] as const;

/**
 * TotSpeTra1, TotSpeInc1, TotSpeImb1, TotSpeTra2, TotSpeInc2, TotSpeImb2 as billed: a courier
 * shipment at the quoted tariff, a pickup on site only its handling fee (no transport, nothing
 * to collect), and no second shipment unless the buyer chose one.
 */
export function orderCharges(lines: readonly AdjustedLine[], c: OrderChoices): number[] {
  const q = quotedShipping(lines, c.cashOnDelivery, c.threshold);
  const one = c.mode1 === PICKUP_MODE ? PICKUP : [q.totSpeTra1, q.totSpeInc1, q.totSpeImb1];
  const two =
    c.mode2 === null
      ? [0, 0, 0]
      : c.mode2 === PICKUP_MODE
        ? PICKUP
        : [q.totSpeTra2, q.totSpeInc2, q.totSpeImb2];
  return [...one, ...two];
}

/** Whether the client's figures are the billed ones, to the cent. */
export function sameCharges(sent: readonly number[], billed: readonly number[]): boolean {
  return billed.every((b, i) => round2(sent[i] ?? 0) === round2(b));
}
