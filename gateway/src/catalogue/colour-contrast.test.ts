import { describe, expect, it } from 'vitest';
import { textColourFor } from './colour-contrast.ts';

describe('textColourFor', () => {
  it.each([
    ['#ffffff', '#000000'],
    ['#000000', '#ffffff'],
    ['#1f2a44', '#ffffff'],
    ['#ffd700', '#000000'],
    // 'Verde Prato': a brightness average says white (3.2:1); the luminance says black (6.5:1).
    ['#4ca22f', '#000000'],
    ['#808080', '#000000'],
    // Around the luminance where both contrasts are equal (≈ 0.179, grey #777 / #757575).
    ['#777777', '#000000'],
    ['#737373', '#ffffff'],
    ['#c92a2a', '#ffffff'],
    ['garbage', '#000000'],
  ])('%s → %s', (hex, expected) => expect(textColourFor(hex)).toBe(expected));

  it('always keeps at least 4.5:1 (WCAG AA) over every grey', () => {
    const lum = (v: number) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    for (let v = 0; v < 256; v++) {
      const hex = `#${v.toString(16).padStart(2, '0').repeat(3)}`;
      const l = lum(v);
      const text = textColourFor(hex) === '#000000' ? 0 : 1;
      const ratio = (Math.max(l, text) + 0.05) / (Math.min(l, text) + 0.05);
      expect(ratio).toBeGreaterThanOrEqual(4.5);
    }
  });
});
