/** The statuses integrators read (schema/orders.graphql); the ERP writes its state as free Italian text. */
export type OrderStatus = 'RECEIVED' | 'PROCESSING' | 'FULFILLED' | 'CANCELLED' | 'OTHER';

// Compared lower-case without accents or spaces at the ends: the ERP's texts vary in case.
const STATES: ReadonlyArray<[RegExp, OrderStatus]> = [
  [/^(ordine )?ricevuto$|^inserito$|^nuovo$|^aperto$/u, 'RECEIVED'],
  [/^in lavorazione$|^parzialmente evaso$|^in preparazione$/u, 'PROCESSING'],
  [/^evaso$|^spedito$|^consegnato$|^chiuso$/u, 'FULFILLED'],
  [/^annullato$|^cancellato$/u, 'CANCELLED'],
];

/** The status of an order document from the ERP's state; OTHER for a text not known here. */
export function orderStatusOf(state: string): OrderStatus {
  const text = state.normalize('NFD').replace(/\p{M}/gu, '').trim().replace(/\s+/gu, ' ').toLowerCase();
  return STATES.find(([re]) => re.test(text))?.[1] ?? 'OTHER';
}
