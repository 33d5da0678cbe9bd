/** Generated product pictures: a simple shape for the category, tinted with the colour. */

const shapes: Record<string, string> = {
  garment: 'M120 60 L170 40 Q200 70 230 40 L280 60 L340 120 L300 160 L270 140 L270 340 L130 340 L130 140 L100 160 L60 120 Z',
  trousers: 'M140 50 L260 50 L280 350 L215 350 L200 150 L185 350 L120 350 Z',
  cap: 'M90 230 Q100 100 200 100 Q300 100 310 230 Z M80 230 L340 230 Q350 250 320 255 L80 250 Z',
  bag: 'M110 140 L290 140 L310 350 L90 350 Z M150 140 Q150 70 200 70 Q250 70 250 140',
  gadget: 'M130 110 L270 110 L260 330 Q200 350 140 330 Z M270 150 Q330 160 320 220 Q310 260 265 260',
};

function shapeFor(category: string): string {
  if (category === 'Pantaloni') return shapes.trousers as string;
  if (category === 'Cappellini') return shapes.cap as string;
  if (category === 'Borse') return shapes.bag as string;
  if (category === 'Gadget') return shapes.gadget as string;
  return shapes.garment as string;
}

const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string);

export function productSvg(options: { sku: string; category: string; hexColor: number; colourName?: string }): string {
  const fill = `#${(options.hexColor & 0xffffff).toString(16).padStart(6, '0')}`;
  const r = (options.hexColor >> 16) & 255;
  const g = (options.hexColor >> 8) & 255;
  const b = options.hexColor & 255;
  // Dark outline on light colours so white garments stay visible.
  const stroke = (r * 299 + g * 587 + b * 114) / 1000 > 128 ? '#555555' : '#dddddd';
  const caption = escapeXml(options.colourName ? `${options.sku} · ${options.colourName}` : options.sku);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">` +
    `<rect width="400" height="400" fill="#f4f4f2"/>` +
    `<path d="${shapeFor(options.category)}" fill="${fill}" stroke="${stroke}" stroke-width="4" stroke-linejoin="round"/>` +
    `<text x="200" y="385" font-family="sans-serif" font-size="20" text-anchor="middle" fill="#333333">${caption}</text>` +
    `</svg>`;
}
