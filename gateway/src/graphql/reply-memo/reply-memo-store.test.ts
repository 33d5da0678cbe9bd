import { describe, expect, it } from 'vitest';
import { ReplyMemoStore } from './reply-memo-store.ts';

describe('ReplyMemoStore', () => {
  it('gives a pair of scope objects one number, another pair another', () => {
    const store = new ReplyMemoStore(1000);
    const snapshot = {};
    const [a, b] = [{}, {}];
    expect(store.scope(snapshot, a)).toBe(store.scope(snapshot, a));
    expect(store.scope(snapshot, a)).not.toBe(store.scope(snapshot, b));
    expect(store.scope({}, a)).not.toBe(store.scope(snapshot, a));
  });

  it.each([
    // budget, replies set in order, keys expected to be left
    { budget: 30, set: ['a', 'b', 'c'], left: ['a', 'b', 'c'] },
    { budget: 20, set: ['a', 'b', 'c'], left: ['b', 'c'] },
    { budget: 10, set: ['a', 'b', 'c'], left: ['c'] },
    { budget: 9, set: ['a', 'b', 'c'], left: [] },
  ])('keeps within $budget characters the most recent replies: $left', ({ budget, set, left }) => {
    const store = new ReplyMemoStore(budget);
    for (const key of set) store.set(key, `${key}-reply--`); // 1 + 9 characters each
    expect(['a', 'b', 'c'].filter((key) => store.get(key) !== undefined)).toEqual(left);
    expect(store.used).toBe(left.length * 10);
  });

  it('lets the least recently read go first, and counts a replaced reply once', () => {
    const store = new ReplyMemoStore(20);
    store.set('a', 'a-reply--');
    store.set('b', 'b-reply--');
    expect(store.get('a')).toBe('a-reply--');
    store.set('c', 'c-reply--');
    expect(store.get('b')).toBeUndefined();
    store.set('a', 'a-again--');
    expect([store.get('a'), store.get('c'), store.count, store.used]).toEqual(['a-again--', 'c-reply--', 2, 20]);
  });
});
