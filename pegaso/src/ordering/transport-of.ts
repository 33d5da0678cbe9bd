// DesTra of an order's document ('Trasporto' on its PDF): how each shipment travels.

import { PICKUP_MODE } from '../erp-codes.ts';

/**
 * Each shipment's own mode name ('Corriere espresso / Ritiro in sede'), so that a courier
 * shipment followed by a pickup is not printed all 'CORRIERE'. A mode the company no longer
 * names falls back to the generic word.
 */
export function transportOf(
  mode1: number,
  mode2: number | null,
  names: ReadonlyArray<{ id: number; Des: string }>,
): string {
  const name = (m: number) =>
    names.find((n) => n.id === m)?.Des ?? (m === PICKUP_MODE ? 'RITIRO IN SEDE' : 'CORRIERE');
  return [mode1, ...(mode2 === null ? [] : [mode2])].map(name).join(' / ');
}
