import { describe, expect, it } from 'vitest';
import { isSafeLink } from './safe-link.ts';

describe('isSafeLink', () => {
  it.each([
    ['a page of the shop', '/shop-grid-full-width?brand=Alfa', true, true],
    ['the home page', '/', true, true],
    ['a web address', 'https://www.example.it/promo', true, true],
    ['plain http', 'http://www.example.it/', true, true],
    ['a mail link on the homepage', 'mailto:info@example.it', true, true],
    ['a phone link on the homepage', 'tel:+390811234567', true, true],
    ['a mail link on a banner', 'mailto:info@example.it', false, false],
    ['a backslash read as a second slash', '/\\evil.example', true, false],
    ['a backslash inside a path', '/shop\\x', true, false],
    ['a protocol-relative link', '//evil.example', true, false],
    ['a tab inside the slashes', '/\t/evil.example', true, false],
    ['a line break before the host', '/\n/evil.example', true, false],
    ['javascript', 'javascript:alert(1)', true, false],
    ['javascript in capitals', 'JavaScript:alert(1)', true, false],
    ['data', 'data:text/html,<script>alert(1)</script>', true, false],
    ['a relative path without a slash', 'shop', true, false],
    ['https without a host', 'https:/evil.example', true, false],
    ['a space', '/ shop', true, false],
    ['empty', '', true, false],
    ['over 500 characters', `/${'a'.repeat(500)}`, true, false],
  ])('%s', (_name, link, mailAndPhone, expected) => {
    expect(isSafeLink(link, { mailAndPhone })).toBe(expected);
  });
});
