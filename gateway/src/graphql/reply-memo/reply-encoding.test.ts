import { describe, expect, it } from 'vitest';
import { replyEncoding } from './reply-encoding.ts';

describe('replyEncoding', () => {
  it.each([
    { header: undefined, encoding: 'identity' },
    { header: '', encoding: 'identity' },
    { header: 'gzip, deflate, br', encoding: 'br' },
    { header: 'gzip', encoding: 'gzip' },
    { header: 'x-gzip', encoding: 'gzip' },
    { header: '*', encoding: 'gzip' },
    { header: 'br;q=0.5, gzip', encoding: 'gzip' },
    { header: 'BR', encoding: 'br' },
    { header: 'deflate', encoding: 'identity' },
    { header: 'identity', encoding: 'identity' },
  ])('$header → $encoding', ({ header, encoding }) => {
    expect(replyEncoding(header)).toBe(encoding);
  });
});
