import { describe, expect, it } from 'vitest';
import { textColourFor } from './colour-contrast.ts';

describe('textColourFor', () => {
  it.each([
    ['#ffffff', '#000000'],
    ['#000000', '#ffffff'],
    ['#1f2a44', '#ffffff'],
    ['#ffd700', '#000000'],
    // YIQ exactly 128 → black; 127.x → white.
    ['#808080', '#000000'],
    ['#7f7f7f', '#ffffff'],
    ['garbage', '#000000'],
  ])('%s → %s', (hex, expected) => expect(textColourFor(hex)).toBe(expected));
});
