import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from './sanitize-description.ts';

describe('sanitizeDescription', () => {
  it.each([
    ['<p>Cotone <b>100%</b></p>', '<p>Cotone <b>100%</b></p>'],
    ['<p onclick="steal()">x</p>', '<p>x</p>'],
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a href>x</a>'],
    ['<img src=x onerror="alert(1)">', '<img src>'],
    ['<iframe src="https://evil"></iframe>testo', 'testo'],
  ])('%s', (input, expected) => {
    expect(sanitizeDescription(input)).toBe(expected);
  });
});
