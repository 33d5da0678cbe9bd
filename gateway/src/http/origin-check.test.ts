import { describe, expect, it } from 'vitest';
import { isSameOrigin, requestOrigin } from './origin-check.ts';

describe('the Origin check', () => {
  it.each([
    ['the same origin', 'http://localhost:8080', 'http', 'localhost:8080', [], true],
    ['another scheme', 'https://localhost:8080', 'http', 'localhost:8080', [], false],
    ['another port', 'http://localhost:9090', 'http', 'localhost:8080', [], false],
    ['another host', 'http://evil.example:8080', 'http', 'localhost:8080', [], false],
    ['the default port written out', 'https://shop.example:443', 'https', 'shop.example', [], true],
    ['https behind a trusted proxy', 'https://shop.example', 'https', 'shop.example', [], true],
    ['an allowed origin', 'https://app.example', 'http', 'localhost:8080', ['https://app.example/'], true],
    ['garbage', 'null', 'http', 'localhost:8080', [], false],
  ])('%s', (_name, origin, protocol, host, allowed, expected) => {
    expect(isSameOrigin(origin, requestOrigin(protocol, host), allowed)).toBe(expected);
  });
});
