import { describe, expect, it } from 'vitest';
import { RequestMemo } from './request-memo.ts';

describe('RequestMemo', () => {
  it('computes a value once per key and keeps keys apart', () => {
    const memo = new RequestMemo();
    const a = Symbol('a');
    const b = Symbol('b');
    let calls = 0;
    const make = () => ++calls;
    expect(memo.once(a, make)).toBe(1);
    expect(memo.once(a, make)).toBe(1);
    expect(memo.once(b, make)).toBe(2);
    memo.delete(a);
    expect(memo.has(a)).toBe(false);
    expect(memo.once(a, make)).toBe(3);
  });
});
