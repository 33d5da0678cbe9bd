import { describe, expect, it } from 'vitest';
import type { SessionData } from './session-data.ts';
import { servedCustomerId } from './viewer.ts';

const session = (userCustomerId: number, chosen: number | null) =>
  ({ user: { customerId: userCustomerId }, customer: chosen === null ? null : { id: chosen } }) as unknown as SessionData;

describe('servedCustomerId', () => {
  it.each([
    { who: 'a customer (own customer chosen at login)', user: 7, chosen: 7, served: 7 },
    { who: 'a user of several customers, one chosen', user: 7, chosen: 9, served: 9 },
    { who: 'a customer whose choice is not recorded', user: 7, chosen: null, served: 7 },
    { who: 'an agent with a chosen customer', user: 0, chosen: 12, served: 12 },
    { who: 'an agent with no chosen customer', user: 0, chosen: null, served: null },
  ])('$who: $served', ({ user, chosen, served }) => {
    expect(servedCustomerId(session(user, chosen))).toBe(served);
  });
});
