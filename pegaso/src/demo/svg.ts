/** Generated product pictures: a simple shape for the category, tinted with the colour. */

const shapes: Record<string, string> = {
  garment: 'M120 60 L170 40 Q200 70 230 40 L280 60 L340 120 L300 160 L270 140 L270 340 L130 340 L130 140 L100 160 L60 120 Z',
  trousers: 'M140 50 L260 50 L280 350 L215 350 L200 150 L185 350 L120 350 Z',
  cap: 'M90 230 Q100 100 200 100 Q300 100 310 230 Z M80 230 L340 230 Q350 250 320 255 L80 250 Z',
  bag: 'M110 140 L290 140 L310 350 L90 350 Z M150 140 Q150 70 200 70 Q250 70 250 140',
  gadget: 'M130 110 L270 110 L260 330 Q200 350 140 330 Z M270 150 Q330 160 320 220 Q310 260 265 260',
  // Edges inside a shape go out and back on themselves: drawn, but enclosing no area.
  box: 'M80 150 L200 100 L320 150 L320 300 L200 350 L80 300 Z M80 150 L200 200 L320 150 L200 200 Z M200 200 L200 350 Z',
  envelope: 'M60 120 L340 120 L340 300 L60 300 Z M60 120 L200 225 L340 120 L200 225 Z',
  // Rings: the inner circle runs the other way round, so it stays a hole.
  tape: 'M200 80 A120 120 0 1 1 199.9 80 Z M200 150 A50 50 0 1 0 200.1 150 Z',
  roll: 'M100 130 L300 130 A35 70 0 0 1 300 270 L100 270 A35 70 0 0 1 100 130 Z M300 130 A35 70 0 0 0 300 270 A35 70 0 0 1 300 130 Z',
  label: 'M90 90 L310 90 L310 310 L90 310 Z M120 150 L280 150 M120 200 L280 200 M120 250 L220 250',
  folder: 'M120 60 L300 60 L300 340 L120 340 Z M150 60 L150 340 M205 130 L270 130 L270 190 L205 190 Z',
  pen: 'M182 40 L218 40 L218 290 L200 350 L182 290 Z M182 90 L218 90',
  filter: 'M130 90 Q200 65 270 90 L270 320 Q200 345 130 320 Z M130 90 Q200 115 270 90 Q200 115 130 90 Z M130 140 L270 140',
  belt: 'M60 200 A140 90 0 1 1 340 200 A140 90 0 1 1 60 200 Z M82 200 A118 68 0 1 0 318 200 A118 68 0 1 0 82 200 Z',
  bearing: 'M200 60 A140 140 0 1 1 199.9 60 Z M200 125 A75 75 0 1 0 200.1 125 Z M200 160 A40 40 0 1 1 199.9 160 Z',
  brakePad: 'M70 170 Q200 80 330 170 L310 290 Q200 235 90 290 Z M150 175 L250 175',
  gasket: 'M200 80 A120 120 0 1 1 199.9 80 Z M200 112 A88 88 0 1 0 200.1 112 Z',
  hose: 'M70 130 Q200 50 270 160 Q305 230 330 320 L285 332 Q262 250 228 190 Q180 110 88 172 Z',
  wiper: 'M50 250 L345 160 L352 182 L57 272 Z M185 215 L240 120 L258 128 L205 222 Z',
  canister: 'M120 130 L240 130 L240 90 L290 90 L290 130 L300 130 L300 340 L110 340 L110 150 Z',
};

/** Trade categories (packaging, spare parts) and the shape that shows their kind of article. */
const tradeShapes: Record<string, keyof typeof shapes> = {
  Scatole: 'box', Buste: 'envelope', Sacchetti: 'bag', 'Nastri adesivi': 'tape', 'Carta in rotoli': 'roll',
  Etichette: 'label', Archiviazione: 'folder', 'Film e pluriball': 'roll', Cancelleria: 'pen',
  Filtri: 'filter', Cinghie: 'belt', Cuscinetti: 'bearing', Freni: 'brakePad', Guarnizioni: 'gasket',
  'Tubi e manicotti': 'hose', Tergicristalli: 'wiper', 'Kit di manutenzione': 'box', 'Lubrificanti e fluidi': 'canister',
};

function shapeFor(category: string): string {
  const trade = tradeShapes[category];
  if (trade) return shapes[trade] as string;
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
