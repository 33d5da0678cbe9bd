import { describe, expect, it } from 'vitest';
import { shopOriginOf } from './shop-origin.ts';

const hosts = new Map([
  ['localhost', 1],
  ['127.0.0.1', 1],
  ['shop.example.it', 1],
  ['t2.localhost', 2],
]);

describe('origin of mailed links', () => {
  it.each<[string, number, string | undefined, number, string]>([
    ['configured', 1, 'https://shop.example.it', 8080, 'https://shop.example.it'],
    ['configured for company 2', 2, 'https://mondocarta.example.it', 8080, 'https://mondocarta.example.it'],
    ["the company's first host on the gateway's port", 1, undefined, 8080, 'http://localhost:8080'],
    ['company 2 on its own host', 2, undefined, 8080, 'http://t2.localhost:8080'],
    ['port 80 left out', 2, undefined, 80, 'http://t2.localhost'],
    ['a company without a host', 3, undefined, 8080, 'http://localhost:8080'],
  ])('%s', (_name, company, publicUrl, port, expected) => {
    expect(shopOriginOf(company, { publicUrl, hosts, port })).toBe(expected);
  });
});
