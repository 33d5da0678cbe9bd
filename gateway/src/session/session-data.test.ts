import { describe, expect, it } from 'vitest';
import { evaluateSession, type SessionData } from './session-data.ts';

const TTL = 10_800_000;
const data: SessionData = {
  v: 1,
  tenant: 1,
  username: 'CL001',
  password: 'CL001',
  loginAt: 1_000_000,
  sid: 'c2Vzc2lvbg',
  gen: 0,
  remember: false,
  user: {
    customerId: 1, agentId: 0, referenceId: 1001, companyName: 'Rossi', firstName: 'Mario', lastName: 'Rossi',
    showPrice: true, showPromo: true, priceListType: 1, s1: 0, s2: 0,
  },
  customer: { id: 1, name: 'Rossi', referenceId: 1001 },
  customerCount: 1,
  recommended: [],
};

describe('evaluateSession', () => {
  it.each([
    ['no cookie', undefined, 1, 0, 'ANONYMOUS'],
    ['fresh', data, 1, data.loginAt + 1000, 'ACTIVE'],
    ['exactly at the timer', data, 1, data.loginAt + TTL, 'ACTIVE'],
    ['one millisecond past 3 h', data, 1, data.loginAt + TTL + 1, 'EXPIRED'],
    ['another tenant', data, 2, data.loginAt, 'ANONYMOUS'],
    ['garbage', { v: 9 }, 1, 0, 'ANONYMOUS'],
    ['a cookie from before session ids', { ...data, sid: undefined }, 1, data.loginAt, 'ANONYMOUS'],
  ])('%s', (_name, raw, tenant, now, status) => {
    expect(evaluateSession(raw, tenant, now, TTL).status).toBe(status);
  });
});
