/**
 * What buyers type in 'Cerca...', one new text per request: half of them the digits of a code
 * (as the benchmarks searched before), half a word of the demo catalogue (singular, plural, a
 * typo, a line or a brand) with a colour. 800 word pairs and 10,000 codes: no text comes round
 * again before the listing's memo of 256 filters has let it go.
 */
const WORDS = [
  'felpa', 'felpe', 'feple', 't-shirt', 'tshirt', 't shirt', 'polo', 'camicia', 'camicie', 'camica',
  'pantalone', 'pantaloni', 'giacca', 'giacche', 'gilet', 'cappellino', 'cappellini', 'cuffia', 'zaino', 'shopper',
  'tazza', 'penna', 'borraccia', 'urban', 'urbn', 'premium', 'organic', 'heavy', 'classic', 'slim',
  'gildan', 'kariban', 'russell', 'manica lunga', 'cappuccio', 'zip', 'softshell', 'jogger', 'oxford', 'piquet',
];
const COLOURS = [
  'nera', 'nero', 'bianca', 'bianco', 'rossa', 'rosso', 'blu', 'navy', 'grigio', 'verde',
  'gialla', 'arancio', 'azzurro', 'bordeaux', 'rosa', 'viola', 'sabbia', 'antracite', 'turchese', 'kaki',
];

export function buyerSearch(n: number): string {
  const k = Math.floor(n / 2);
  if (n % 2 === 0) return String(k % 10_000).padStart(4, '0');
  return `${WORDS[k % WORDS.length]} ${COLOURS[Math.floor(k / WORDS.length) % COLOURS.length]}`;
}
