// Checkout rules (spec ordering §2 Checkout, §5, §9; design §5.2, §5.5): the four split groups,
// how the goods may be received, what each shipment costs by delivery mode, and the order's
// validation with the specification's messages.

import type { LineSplit } from './order-split.ts';
import { CHECKOUT_MESSAGES, ORDER_MESSAGES, PICKUP_MESSAGES } from './messages.ts';
import { roundHalfUpToCents } from './money.ts';

/** Delivery mode 34 is pickup on site; 31 and 33 need the customer's own carrier contract. */
export const PICKUP_MODE = 34;
export const CARRIER_CONTRACT_MODES: readonly number[] = [31, 33];
/** Handling fee of a pickup on site (conditions of sale): replaces transport and handling. */
export const PICKUP_HANDLING = 2;

export type GroupKind = 'AVAILABLE' | 'ARRIVING' | 'RESERVABLE' | 'UNAVAILABLE';
export const GROUP_KINDS: readonly GroupKind[] = ['AVAILABLE', 'ARRIVING', 'RESERVABLE', 'UNAVAILABLE'];

export const GROUP_TITLES: Record<GroupKind, string> = {
  AVAILABLE: 'Disponibili subito',
  ARRIVING: 'In arrivo',
  RESERVABLE: 'Da prenotare',
  UNAVAILABLE: 'Non disponibili',
};

export const RESERVED_GOODS_WARNING = ORDER_MESSAGES.reservedGoods;

export function piecesOf(split: LineSplit, kind: GroupKind): number {
  switch (kind) {
    case 'AVAILABLE':
      return split.qtyOK;
    case 'ARRIVING':
      return split.qtyArr;
    case 'RESERVABLE':
      return split.qtyPre;
    case 'UNAVAILABLE':
      return split.qtyNO;
  }
}

/** Unavailable pieces are priced zero; the others at the unit price. Rounded once per line. */
export function groupLineTotal(unitPrice: number, pieces: number, kind: GroupKind): number {
  return kind === 'UNAVAILABLE' ? 0 : roundHalfUpToCents(unitPrice * pieces);
}

export type ReceiveChoice =
  | 'ALL_TOGETHER'
  | 'AVAILABLE_THEN_ARRIVALS'
  | 'AVAILABLE_THEN_NEXT_ORDER'
  | 'ARRIVALS_ONLY'
  | 'NEXT_ORDER_ONLY';

export const RECEIVE_LABELS: Record<ReceiveChoice, string> = {
  ALL_TOGETHER: 'Ricevi tutto in un’unica spedizione',
  AVAILABLE_THEN_ARRIVALS: 'Ricevi subito i disponibili e il resto all’arrivo',
  AVAILABLE_THEN_NEXT_ORDER: 'Ricevi subito i disponibili e il resto con il prossimo ordine',
  ARRIVALS_ONLY: 'Ricevi gli articoli all’arrivo',
  NEXT_ORDER_ONLY: 'Ricevi gli articoli con il prossimo ordine',
};

/**
 * The choices offered: with nothing pending only one shipment; with something available now and
 * something pending the three of the specification; with nothing available now, arrival or next order.
 */
export function receiveChoices(splits: readonly LineSplit[]): ReceiveChoice[] {
  const now = splits.some((s) => s.qtyOK > 0);
  const later = splits.some((s) => s.qtyArr + s.qtyPre > 0);
  if (!later) return ['ALL_TOGETHER'];
  if (!now) return ['ARRIVALS_ONLY', 'NEXT_ORDER_ONLY'];
  return ['ALL_TOGETHER', 'AVAILABLE_THEN_ARRIVALS', 'AVAILABLE_THEN_NEXT_ORDER'];
}

/** Only 'available now, the rest on arrival' ships twice and needs a second delivery mode. */
export const needsSecondShipment = (choice: ReceiveChoice): boolean => choice === 'AVAILABLE_THEN_ARRIVALS';

/** AttendiInArrivo: 1 wait for the arrivals, 2 second shipment on arrival, 3 rest with the next order, 0 nothing pending. */
export function waitForArrivalsCode(choice: ReceiveChoice, anythingPending: boolean): number {
  if (!anythingPending) return 0;
  if (choice === 'AVAILABLE_THEN_ARRIVALS') return 2;
  if (choice === 'AVAILABLE_THEN_NEXT_ORDER' || choice === 'NEXT_ORDER_ONLY') return 3;
  return 1;
}

export interface ShipmentCost {
  transport: number;
  cashOnDelivery: number;
  handling: number;
}

/** A pickup on site has no transport nor cash-on-delivery fee, only the pickup handling fee. */
export function costForMode(carrierCost: ShipmentCost, modeId: number | null): ShipmentCost {
  if (modeId === PICKUP_MODE) return { transport: 0, cashOnDelivery: 0, handling: PICKUP_HANDLING };
  return carrierCost;
}

export const shipmentTotal = (c: ShipmentCost): number =>
  roundHalfUpToCents(c.transport + c.cashOnDelivery + c.handling);

/** The upstream's carrier tariff for the order in one shipment and for the extra shipment on arrival. */
export interface CarrierTariff {
  first: ShipmentCost;
  second: ShipmentCost;
}

const NO_SHIPMENT: ShipmentCost = { transport: 0, cashOnDelivery: 0, handling: 0 };

/**
 * What each shipment costs for the chosen delivery modes: the first shipment by its mode, and a
 * second one only when the goods are received in two shipments (the rest on arrival).
 */
export function shipmentCosts(
  tariff: CarrierTariff,
  choice: ReceiveChoice,
  modeId: number | null,
  secondModeId: number | null,
): [ShipmentCost, ShipmentCost] {
  const first = costForMode(tariff.first, modeId);
  const second = needsSecondShipment(choice) ? costForMode(tariff.second, secondModeId) : NO_SHIPMENT;
  return [first, second];
}

export interface OrderQuote {
  goods: number;
  shipping: number;
  total: number;
}

/** Goods plus both shipments, each already rounded to cents, rounded once more as a sum. */
export function orderQuote(goods: number, shipments: readonly ShipmentCost[]): OrderQuote {
  const shipping = roundHalfUpToCents(shipments.reduce((sum, c) => sum + shipmentTotal(c), 0));
  return { goods, shipping, total: roundHalfUpToCents(goods + shipping) };
}

export interface OrderChoices {
  receiveChoice: ReceiveChoice;
  shippingModeId: number | null;
  secondShippingModeId: number | null;
  paymentModeId: number | null;
  /** 'YYYY-MM-DD' or null. */
  pickupDate: string | null;
}

export interface CheckoutRules {
  offeredChoices: readonly ReceiveChoice[];
  shippingModeIds: readonly number[];
  paymentModeIds: readonly number[];
  paymentModeRequired: boolean;
  /** Whether a pickup date is valid (design §5.3), decided by the pickup calendar. */
  pickupDateValid: (date: string) => boolean;
}

export interface OrderError {
  field: string[];
  code: 'CHOOSE_ALLOWED_VALUE' | 'INVALID_PICKUP_DATE';
  message: string;
}

/** Every refusal of the order's choices, each with the specification's message. */
export function validateOrderChoices(c: OrderChoices, rules: CheckoutRules): OrderError[] {
  const errors: OrderError[] = [];
  const menu = (field: string) =>
    errors.push({
      field: ['input', field],
      code: 'CHOOSE_ALLOWED_VALUE',
      message: CHECKOUT_MESSAGES.chooseAllowedValue,
    });
  const allowedMode = (id: number | null) => id !== null && rules.shippingModeIds.includes(id);

  if (!rules.offeredChoices.includes(c.receiveChoice)) menu('receiveChoice');
  if (!allowedMode(c.shippingModeId)) menu('shippingModeId');
  const second = needsSecondShipment(c.receiveChoice);
  if (second && !allowedMode(c.secondShippingModeId)) menu('secondShippingModeId');
  const paymentGiven = c.paymentModeId !== null;
  if (
    (rules.paymentModeRequired && !paymentGiven) ||
    (paymentGiven && !rules.paymentModeIds.includes(c.paymentModeId ?? -1))
  ) {
    menu('paymentModeId');
  }
  const pickup = c.shippingModeId === PICKUP_MODE || (second && c.secondShippingModeId === PICKUP_MODE);
  if (pickup && (c.pickupDate === null || !rules.pickupDateValid(c.pickupDate))) {
    errors.push({
      field: ['input', 'pickupDate'],
      code: 'INVALID_PICKUP_DATE',
      message: PICKUP_MESSAGES.invalidDate,
    });
  }
  return errors;
}
