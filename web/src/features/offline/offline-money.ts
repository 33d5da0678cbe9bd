// Amounts the device answers with, shaped as the gateway's Money and Price: the package's
// amounts are the gateway's, only written out here.

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

/** As the gateway writes it: a plain space before the symbol. */
export const money = (amount: number) => ({
  __typename: 'Money',
  amount,
  currency: 'EUR',
  formatted: euro.format(amount).replace(/[\u00a0\u202f]/gu, ' '),
  marker: null,
  display: null,
});

/** A unit price with its struck-through one; null when the customer sees no prices. */
export function priceOf(amount: number | null | undefined, oldAmount: number | null | undefined, unitLabel: string | null) {
  if (amount === null || amount === undefined) return null;
  return {
    __typename: 'Price',
    price: money(amount),
    oldPrice: oldAmount !== null && oldAmount !== undefined ? money(oldAmount) : null,
    unitLabel,
  };
}
