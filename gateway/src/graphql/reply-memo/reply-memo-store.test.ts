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
    for (const key of set) store.set(key, { body: `${key}-reply--` }); // 1 + 9 characters each
    expect(['a', 'b', 'c'].filter((key) => store.get(key) !== undefined)).toEqual(left);
    expect(store.used).toBe(left.length * 10);
  });

  it('lets the least recently read go first, and counts a replaced reply once', () => {
    const store = new ReplyMemoStore(20);
    store.set('a', { body: 'a-reply--' });
    store.set('b', { body: 'b-reply--' });
    expect(store.get('a')?.body).toBe('a-reply--');
    store.set('c', { body: 'c-reply--' });
    expect(store.get('b')).toBeUndefined();
    store.set('a', { body: 'a-again--' });
    expect([store.get('a')?.body, store.get('c')?.body, store.count, store.used]).toEqual(['a-again--', 'c-reply--', 2, 20]);
  });

  it('counts a compressed reply by its bytes', () => {
    const store = new ReplyMemoStore(100);
    store.set('k', { body: Buffer.alloc(60), contentEncoding: 'br' });
    store.set('l', { body: Buffer.alloc(30), contentEncoding: 'gzip' });
    expect([store.count, store.used]).toEqual([2, 92]);
    store.set('m', { body: Buffer.alloc(20), contentEncoding: 'br' });
    expect([store.get('k'), store.count, store.used]).toEqual([undefined, 2, 52]);
  });
});
