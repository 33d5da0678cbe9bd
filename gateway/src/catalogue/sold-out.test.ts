import { describe, expect, it } from 'vitest';
import { isSoldOut } from './sold-out.ts';

const size = (stock: number | null, onOrderFromSupplier = 0, committedToCustomers = 0, noWeb = false) => ({ stock, onOrderFromSupplier, committedToCustomers, noWeb });
const product = (sizes: ReturnType<typeof size>[], stock: number | null = null) =>
  ({ stock, variations: [{ sizes }] }) as unknown as Parameters<typeof isSoldOut>[0];

describe('isSoldOut', () => {
  it.each([
    ['every size without stock nor arrivals', [size(0), size(0)], null, true],
    ['one size still in stock', [size(0), size(3)], null, false],
    ['no stock but free arrivals from the supplier', [size(0, 40, 0)], null, false],
    ['arrivals all committed to customers', [size(0, 10, 10)], null, true],
    ['negative stock counts as none', [size(-2)], null, true],
    ['the only stocked size is hidden from the web', [size(0), size(9, 0, 0, true)], null, true],
    ['stock left out, company without a default', [size(null)], null, true],
    ['stock left out, company default 9999', [size(null)], 9999, false],
  ] as const)('%s', (_name, sizes, missingDefault, expected) => {
    expect(isSoldOut(product([...sizes]), missingDefault)).toBe(expected);
  });

  it.each([
    [0, true],
    [12, false],
  ])('a product without variations with stock %i', (stock, expected) => {
    expect(isSoldOut({ stock, variations: [] } as unknown as Parameters<typeof isSoldOut>[0], null)).toBe(expected);
  });
});
