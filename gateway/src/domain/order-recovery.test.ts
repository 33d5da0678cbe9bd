import { describe, expect, it } from 'vitest';
import { cartFingerprint, findPlacedOrder, recoveryPlan, type UnansweredAttempt } from './order-recovery.ts';

const attempt = (over: Partial<UnansweredAttempt> = {}): UnansweredAttempt => ({
  key: 'key-first',
  cart: '1000100x2',
  pickupDate: null,
  found: false,
  ...over,
});

describe('cartFingerprint', () => {
  it.each([
    ['no lines', [], ''],
    ['one line', [{ articleId: 1_000_100, quantity: 2 }], '1000100x2'],
    [
      'lines in any order write the same text',
      [
        { articleId: 9, quantity: 1 },
        { articleId: 1_000_100, quantity: 2 },
      ],
      '1000100x2,9x1',
    ],
  ])('%s', (_name, lines, text) => {
    expect(cartFingerprint(lines)).toBe(text);
  });
});

describe('recoveryPlan', () => {
  it.each([
    [
      'no unanswered attempt, a cart to order: place it at once under the request key',
      'key-new', '1000100x2', null,
      { lookup: false, keys: ['key-new'], upstreamKey: 'key-new' },
    ],
    [
      'no unanswered attempt, an empty cart: look for the request key (a restart forgot the attempt)',
      'key-new', '', null,
      { lookup: true, keys: ['key-new'], upstreamKey: 'key-new' },
    ],
    [
      'the same key retried on the same cart',
      'key-first', '1000100x2', attempt(),
      { lookup: true, keys: ['key-first'], upstreamKey: 'key-first' },
    ],
    [
      'the same key retried once the cart was read again empty',
      'key-first', '', attempt(),
      { lookup: true, keys: ['key-first'], upstreamKey: 'key-first' },
    ],
    [
      'a new key (a reload) on the cart read again empty: the earlier key is searched too',
      'key-new', '', attempt(),
      { lookup: true, keys: ['key-new', 'key-first'], upstreamKey: 'key-first' },
    ],
    [
      'a new key on the same cart (the order was not placed): sent again under the earlier key',
      'key-new', '1000100x2', attempt(),
      { lookup: true, keys: ['key-new', 'key-first'], upstreamKey: 'key-first' },
    ],
    [
      'a new key on the emptied cart after the order was found: the earlier key still answers',
      'key-new', '', attempt({ found: true }),
      { lookup: true, keys: ['key-new', 'key-first'], upstreamKey: 'key-first' },
    ],
    [
      'the same cart filled again after the order was found: a new order',
      'key-new', '1000100x2', attempt({ found: true }),
      { lookup: true, keys: ['key-new'], upstreamKey: 'key-new' },
    ],
    [
      'a new key on a changed cart: a new order, the earlier key no longer speaks for it',
      'key-new', '1000100x2,9x1', attempt(),
      { lookup: true, keys: ['key-new'], upstreamKey: 'key-new' },
    ],
  ] as const)('%s', (_name, key, cart, unanswered, plan) => {
    expect(recoveryPlan(key, cart, unanswered)).toEqual(plan);
  });
});

describe('findPlacedOrder', () => {
  const orders = [
    { key: 'key-c', number: 12 },
    { key: 'key-b', number: 11 },
    { key: 'key-a', number: 10 },
  ];
  it.each([
    ['the order carrying the key', ['key-b'], 11],
    ['the newest of several keys', ['key-a', 'key-c'], 12],
    ['none carries it', ['key-z'], null],
    ['no keys', [], null],
  ] as const)('%s', (_name, keys, number) => {
    expect(findPlacedOrder(orders, keys)?.number ?? null).toBe(number);
  });
});
