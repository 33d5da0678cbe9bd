import { describe, expect, it } from 'vitest';
import { shopOriginOf } from './shop-origin.ts';

const hosts = new Map([
  ['localhost', 1],
  ['shop.example.it', 1],
  ['t2.localhost', 2],
]);

describe('origin of mailed links', () => {
  it.each([
    ['localhost:8080', 'http', 1, 'http://localhost:8080'],
    ['shop.example.it', 'https', 1, 'https://shop.example.it'],
    ['t2.localhost:8080', 'http', 2, 'http://t2.localhost:8080'],
    ['evil.example.com', 'https', 1, 'https://localhost'], // not configured: never trusted
    ['t2.localhost:8080', 'http', 1, 'http://localhost'], // another tenant's host
    ['localhost:8080/x@evil', 'http', 1, 'http://localhost'],
    [undefined, 'http', 1, 'http://localhost'],
  ])('Host %s (%s, tenant %i) → %s', (host, protocol, tenant, expected) => {
    expect(shopOriginOf(host, protocol, hosts, tenant)).toBe(expected);
  });
});
