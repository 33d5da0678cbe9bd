import { describe, expect, it } from 'vitest';
import { parseTypedQuantity } from './quantity-input';

describe('parseTypedQuantity', () => {
  it.each([
    ['3', 3],
    [' 12 ', 12],
    ['007', 7],
    ['0', 0],
    ['999999', 999999],
  ])('reads %j as %i', (text, quantity) => {
    expect(parseTypedQuantity(text)).toBe(quantity);
  });

  it.each(['', ' ', '-1', '1.5', '1,5', '2e3', 'abc', '1000000', '+4'])('refuses %j', (text) => {
    expect(parseTypedQuantity(text)).toBeNull();
  });
});
