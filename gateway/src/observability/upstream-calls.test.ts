import { describe, expect, it } from 'vitest';
import { callNameOf } from './upstream-calls.ts';

describe('callNameOf', () => {
  it.each([
    ['POST', 'pegaso/getProducts', 'pegaso/getProducts'],
    ['POST', 'siteadmin/getHomePage', 'siteadmin/getHomePage'],
    ['GET', 'images/ABC%20123.jpg', 'images'],
    ['GET', 'catalogue/pages/12.svg', 'catalogue/pages'],
    ['GET', 'catalogue/index', 'catalogue'],
    ['GET', 'pegaso/report/documento?id=7&tipo=FT', 'pegaso/report'],
    ['GET', 'healthz', 'healthz'],
  ] as const)('%s %s is %s', (method, path, name) => {
    expect(callNameOf(method, path)).toBe(name);
  });
});
