/** Italian apparel and merchandise vocabulary for the demo catalogue. */

export const brands = [
  "Sol's", 'Fruit of the Loom', 'B&C', 'Gildan', 'Kariban', 'Result', 'Beechfield', 'JHK',
  'Stanley/Stella', 'Russell', 'Native Spirit', 'Westford Mill',
] as const;

export interface CategorySpec {
  category: string;
  subcategories: string[];
  prefix: string;
  nouns: string[];
  basePrice: [number, number];
  /** Accessories come in one size (TU); gadgets have no variations at all. */
  sizing: 'apparel' | 'one-size' | 'none';
  unit: string;
}

export const categories: CategorySpec[] = [
  { category: 'T-shirt', subcategories: ['Manica corta', 'Manica lunga', 'Canotta'], prefix: 'TS',
    nouns: ['T-shirt girocollo', 'T-shirt scollo a V', 'T-shirt heavy', 'T-shirt organic'],
    basePrice: [1.9, 7.5], sizing: 'apparel', unit: 'cad.' },
  { category: 'Felpe', subcategories: ['Con cappuccio', 'Girocollo', 'Con zip'], prefix: 'FE',
    nouns: ['Felpa', 'Felpa garzata', 'Felpa college'], basePrice: [8.5, 24], sizing: 'apparel', unit: 'cad.' },
  { category: 'Polo', subcategories: ['Manica corta', 'Manica lunga'], prefix: 'PO',
    nouns: ['Polo piquet', 'Polo jersey', 'Polo bicolore'], basePrice: [4.5, 14], sizing: 'apparel', unit: 'cad.' },
  { category: 'Camicie', subcategories: ['Manica lunga', 'Manica corta'], prefix: 'CA',
    nouns: ['Camicia Oxford', 'Camicia popeline', 'Camicia denim'], basePrice: [9, 22], sizing: 'apparel', unit: 'cad.' },
  { category: 'Pantaloni', subcategories: ['Tuta', 'Bermuda', 'Da lavoro'], prefix: 'PA',
    nouns: ['Pantalone', 'Pantalone cargo', 'Jogger'], basePrice: [7, 26], sizing: 'apparel', unit: 'cad.' },
  { category: 'Giacche', subcategories: ['Softshell', 'Pile', 'Antivento', 'Piumini'], prefix: 'GI',
    nouns: ['Giacca', 'Gilet', 'Smanicato'], basePrice: [12, 48], sizing: 'apparel', unit: 'cad.' },
  { category: 'Cappellini', subcategories: ['Baseball', 'Cuffie', 'Bucket'], prefix: 'CP',
    nouns: ['Cappellino 5 pannelli', 'Cuffia in maglia', 'Cappello pescatore'], basePrice: [1.5, 9],
    sizing: 'one-size', unit: 'cad.' },
  { category: 'Borse', subcategories: ['Shopper', 'Zaini', 'Sacche'], prefix: 'BO',
    nouns: ['Shopper in cotone', 'Zaino', 'Sacca coulisse'], basePrice: [1.2, 19], sizing: 'one-size', unit: 'cad.' },
  { category: 'Gadget', subcategories: ['Ufficio', 'Casa', 'Tempo libero'], prefix: 'GA',
    nouns: ['Tazza in ceramica', 'Penna a sfera', 'Portachiavi', 'Borraccia', 'Ombrello'],
    basePrice: [0.4, 8], sizing: 'none', unit: 'pz.' },
];

export const templates = ['Regent', 'Imperial', 'Spring', 'Classic', 'Premium', 'Urban', 'Heavy', 'Organic', 'Slim'];
export const seasons = ['PE', 'AI', 'CONTINUATIVO'];
export const extraTags = ['SCHOOL', 'OUTLET', 'NOVITA', 'ECO', 'WORKWEAR'];

/** Colour `CODE-Name` with its hex value (as the ERP sends it: a number). */
export const colours: ReadonlyArray<{ name: string; hex: number }> = [
  { name: '01-Bianco', hex: 0xffffff },
  { name: '02-Nero', hex: 0x111111 },
  { name: '03-Grigio Melange', hex: 0xb4b4b4 },
  { name: '04-Rosso', hex: 0xc8102e },
  { name: '05-Giallo', hex: 0xffd100 },
  { name: '06-Arancio', hex: 0xff8200 },
  { name: '07-Verde Prato', hex: 0x4ca22f },
  { name: '08-Verde Bottiglia', hex: 0x1d4f2b },
  { name: '09-Azzurro', hex: 0x7ba4db },
  { name: '10-Blu Royal', hex: 0x1e4fa0 },
  { name: '11-Bordeaux', hex: 0x6d1f2f },
  { name: '12-Rosa', hex: 0xf4a6c0 },
  { name: '13-Viola', hex: 0x5c2d91 },
  { name: '14-Sabbia', hex: 0xd8c3a5 },
  { name: '15-Blu Navy', hex: 0x1b2a47 },
  { name: '16-Antracite', hex: 0x3c3f44 },
  { name: '17-Turchese', hex: 0x00a3ad },
  { name: '18-Kaki (tinto in capo)', hex: 0x8a7f55 },
];

export const apparelSizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL', '5XL'];

export const fabrics = ['100% cotone', 'cotone ring-spun', 'cotone organico', '65% poliestere 35% cotone', 'jersey fiammato'];
export const weights = [140, 150, 160, 180, 190, 220, 280, 300];
