import { describe, expect, it } from 'vitest';
import { parseTenantHosts, resolveTenant } from './resolve.ts';

const hosts = parseTenantHosts('localhost=1,t2.localhost=2,t3.localhost=3,t4.localhost=4,bad=9');

describe('resolveTenant', () => {
  it.each([
    ['localhost:8080', 1],
    ['t2.localhost:8080', 2],
    ['T3.LOCALHOST', 3],
    ['t4.localhost', 4],
    ['shop.example.com', null],
    ['t5.localhost', null],
    ['10.0.0.7:8080', null],
    [undefined, null],
    ['[::1]:8080', 3],
    ['127.0.0.1:8080', 3],
  ])('%s → %s', (host, expected) => {
    expect(resolveTenant(host, hosts, 3)).toBe(expected);
  });

  it('ignores entries with an unknown tenant id', () => {
    expect(hosts.has('bad')).toBe(false);
  });
});
