/**
 * The words of the companies that do not sell apparel: packaging and paper goods (company 2) and
 * spare parts (company 4). Each trade category stands for one apparel category of the generator
 * and its lists are as long as the apparel ones, so a product keeps the prices, stocks and roles
 * drawn for it and only changes words: the n-th subcategory, noun, size or colour of the apparel
 * list becomes the n-th of the trade's.
 */

export interface TradeCategory {
  category: string;
  subcategories: string[];
  nouns: string[];
  /** Formats in place of the garment sizes XS…5XL (same order); one-size articles are 'Unico'. */
  sizes: string[];
  /** One per apparel fabric. */
  materials: string[];
  /** How the descriptions introduce the materials ('Materiale' unless said). */
  materialLabel?: string;
}

export interface Trade {
  /** Keyed by the apparel category the product was drawn from. */
  categories: Record<string, TradeCategory>;
  brands: string[];
  /** Product lines, one per apparel template. */
  lines: string[];
  /** Colours by position of the apparel colour codes 01…18. */
  colours: ReadonlyArray<{ name: string; hex: number }>;
  /** Spare parts only: vehicles and machines an article fits. */
  models?: string[];
}

const one = (
  category: string, subcategories: string[], nouns: string[], materials: string[], materialLabel?: string,
): TradeCategory => ({ category, subcategories, nouns, sizes: [], materials, ...(materialLabel ? { materialLabel } : {}) });

const packaging: Trade = {
  categories: {
    'T-shirt': { category: 'Scatole', subcategories: ['Per spedizioni', 'Per magazzino', 'Per e-commerce'],
      nouns: ['Scatola americana a 1 onda', 'Scatola americana a 2 onde', 'Scatola fustellata', 'Scatola con coperchio'],
      sizes: ['20x15x10 cm', '25x20x15 cm', '30x20x15 cm', '30x30x30 cm', '40x30x20 cm', '40x30x30 cm', '50x40x30 cm', '60x40x40 cm', '80x60x50 cm'],
      materials: ['cartone ondulato riciclato', 'cartone ondulato avana', 'cartone teso bianco', 'cartone ondulato FSC', 'cartone microonda'] },
    Felpe: { category: 'Buste', subcategories: ['Chiusura autoadesiva', 'Chiusura a strip', 'Chiusura gommata'],
      nouns: ['Busta a sacco', 'Busta imbottita a bolle', 'Busta commerciale'],
      sizes: ['11x16 cm (C6)', '11x22 cm (DL)', '16x23 cm (C5)', '18x25 cm (B5)', '23x32 cm (C4)', '25x35 cm (B4)', '28x40 cm (E4)', '30x40 cm', '40x50 cm'],
      materials: ['carta kraft 90 g/m²', 'carta bianca 100 g/m²', 'carta riciclata 80 g/m²', 'carta patinata 120 g/m²', 'carta kraft con interno a bolle'] },
    Polo: { category: 'Sacchetti', subcategories: ['Per negozi', 'Per alimenti'],
      nouns: ['Sacchetto in carta kraft', 'Shopper in carta con maniglie', 'Sacchetto a fondo quadro'],
      sizes: ['10x15 cm', '12x18 cm', '15x20 cm', '18x24 cm', '20x30 cm', '25x35 cm', '30x40 cm', '35x45 cm', '40x50 cm'],
      materials: ['carta kraft avana 70 g/m²', 'carta kraft bianca 80 g/m²', 'carta riciclata 90 g/m²', 'carta per alimenti 50 g/m²', 'carta kraft 100 g/m²'] },
    Camicie: { category: 'Nastri adesivi', subcategories: ['Uso manuale', 'Per nastratrici'],
      nouns: ['Nastro adesivo in polipropilene', 'Nastro in carta gommata', 'Nastro adesivo silenzioso'],
      sizes: ['12 mm x 66 m', '15 mm x 66 m', '19 mm x 66 m', '25 mm x 66 m', '38 mm x 66 m', '48 mm x 66 m', '50 mm x 66 m', '50 mm x 132 m', '75 mm x 66 m'],
      materials: ['adesivo acrilico', 'adesivo hot-melt', 'adesivo in gomma naturale', 'carta gommata rinforzata', 'PVC'] },
    Pantaloni: { category: 'Carta in rotoli', subcategories: ['Riempimento', 'Avvolgimento', 'Protezione'],
      nouns: ['Rotolo di carta kraft', 'Rotolo di carta da pacchi', 'Rotolo di carta ondulata'],
      sizes: ['H 40 cm', 'H 50 cm', 'H 60 cm', 'H 70 cm', 'H 80 cm', 'H 100 cm', 'H 120 cm', 'H 140 cm', 'H 160 cm'],
      materials: ['carta kraft 70 g/m²', 'carta riciclata 80 g/m²', 'carta avana 90 g/m²', 'carta ondulata a onda singola', 'carta kraft 120 g/m²'] },
    Giacche: { category: 'Etichette', subcategories: ['Spedizioni', 'Magazzino', 'Prezzi', 'Avvertenze'],
      nouns: ['Etichette adesive in bobina', 'Etichette su foglio A4', 'Etichette termiche'],
      sizes: ['20x10 mm', '38x21 mm', '50x25 mm', '70x36 mm', '100x50 mm', '100x70 mm', '100x100 mm', '100x150 mm', '105x148 mm'],
      materials: ['carta patinata', 'carta termica', 'polipropilene bianco', 'carta riciclata', 'carta fluorescente'] },
    Cappellini: one('Archiviazione', ['Ufficio', 'Magazzino', 'Spedizioni'],
      ['Raccoglitore ad anelli', 'Cartellina con elastico', 'Faldone da archivio'],
      ['cartone rivestito in PPL', 'cartoncino 400 g/m²', 'cartone riciclato', 'polipropilene', 'cartoncino kraft']),
    Borse: one('Film e pluriball', ['Imballo pallet', 'Protezione', 'Confezionamento'],
      ['Film estensibile manuale', "Film a bolle d'aria", 'Film termoretraibile'],
      ['polietilene 23 µm', 'polietilene riciclato', 'polietilene a bolle da 10 mm', 'poliolefina', 'polietilene 17 µm']),
    Gadget: one('Cancelleria', ['Ufficio', 'Magazzino', 'Spedizioni'],
      ['Penna a sfera', 'Pennarello indelebile', 'Evidenziatore', 'Matita in grafite', 'Marcatore per cartoni'],
      ['fusto in plastica riciclata', 'fusto in alluminio', 'fusto in legno FSC', 'inchiostro a base acqua', 'inchiostro permanente'],
      'Caratteristiche'),
  },
  brands: [
    'Cartotecnica Lombarda', 'ImballoPiù', 'Kraftline', 'PackItalia', 'Nastrificio Veneto', 'EcoPack',
    'Cartiere del Garda', 'Etikop', 'SpediFacile', 'Scatolificio Emiliano', 'Officina della Carta', 'Imballi Adriatici',
  ],
  lines: ['Eco', 'Standard', 'Extra', 'Pro', 'Maxi', 'Light', 'Strong', 'Natura', 'Compact'],
  colours: [
    { name: 'Avana', hex: 0xc49a6c }, { name: 'Bianco', hex: 0xffffff }, { name: 'Nero', hex: 0x111111 },
    { name: 'Sabbia', hex: 0xd8c3a5 }, { name: 'Kraft naturale', hex: 0xb08a5a }, { name: 'Rosso', hex: 0xc8102e },
    { name: 'Giallo', hex: 0xffd100 }, { name: 'Arancio', hex: 0xff8200 }, { name: 'Verde', hex: 0x4ca22f },
    { name: 'Verde scuro', hex: 0x1d4f2b }, { name: 'Azzurro', hex: 0x7ba4db }, { name: 'Blu', hex: 0x1e4fa0 },
    { name: 'Bordeaux', hex: 0x6d1f2f }, { name: 'Rosa', hex: 0xf4a6c0 }, { name: 'Viola', hex: 0x5c2d91 },
    { name: 'Grigio', hex: 0x9a9a9a }, { name: 'Marrone', hex: 0x6b4423 }, { name: 'Turchese', hex: 0x00a3ad },
  ],
};

const applications = ['Auto', 'Veicoli commerciali', 'Macchine agricole'];

const spareParts: Trade = {
  categories: {
    'T-shirt': { category: 'Filtri', subcategories: applications,
      nouns: ['Filtro olio', 'Filtro aria', 'Filtro carburante', 'Filtro idraulico'],
      sizes: ['Ø 65 mm', 'Ø 76 mm', 'Ø 80 mm', 'Ø 93 mm', 'Ø 108 mm', 'Ø 118 mm', 'Ø 136 mm', 'Ø 150 mm', 'Ø 170 mm'],
      materials: ['carta filtrante in cellulosa', 'fibra sintetica', 'microfibra di vetro', 'cellulosa e poliestere', 'rete in acciaio inox'] },
    Felpe: { category: 'Cinghie', subcategories: ['Auto', 'Industria', 'Macchine agricole'],
      nouns: ['Cinghia trapezoidale', 'Cinghia dentata', 'Cinghia Poly-V'],
      sizes: ['600 mm', '750 mm', '900 mm', '1000 mm', '1120 mm', '1250 mm', '1400 mm', '1600 mm', '1800 mm'],
      materials: ['gomma EPDM', 'neoprene con inserti in fibra', 'HNBR rinforzata in fibra di vetro', 'gomma e aramide', 'poliuretano'] },
    Polo: { category: 'Cuscinetti', subcategories: ['Industria', 'Auto'],
      nouns: ['Cuscinetto a sfere', 'Cuscinetto a rulli conici', 'Cuscinetto orientabile'],
      sizes: ['10x26x8 mm', '12x28x8 mm', '15x32x9 mm', '17x35x10 mm', '20x42x12 mm', '25x47x12 mm', '30x55x13 mm', '35x62x14 mm', '40x68x15 mm'],
      materials: ['acciaio al cromo', 'acciaio inox', 'acciaio con schermi 2RS', 'acciaio con gabbia in ottone', 'acciaio con gabbia in poliammide'] },
    Camicie: { category: 'Freni', subcategories: ['Auto', 'Veicoli commerciali'],
      nouns: ['Pastiglie freno anteriori', 'Pastiglie freno posteriori', 'Ganasce freno'],
      sizes: ['Sp. 12 mm', 'Sp. 14 mm', 'Sp. 15 mm', 'Sp. 16 mm', 'Sp. 17 mm', 'Sp. 18 mm', 'Sp. 19 mm', 'Sp. 20 mm', 'Sp. 22 mm'],
      materials: ['mescola semimetallica', 'mescola ceramica', 'mescola organica a bassa polverosità', 'mescola low-metallic', 'mescola senza rame'] },
    Pantaloni: { category: 'Guarnizioni', subcategories: ['Motore', 'Idraulica', 'Pneumatica'],
      nouns: ['O-ring', 'Paraolio radiale', 'Anello di tenuta'],
      sizes: ['Ø 10 mm', 'Ø 15 mm', 'Ø 20 mm', 'Ø 25 mm', 'Ø 30 mm', 'Ø 40 mm', 'Ø 50 mm', 'Ø 60 mm', 'Ø 80 mm'],
      materials: ['NBR', 'FKM (Viton)', 'rame ricotto', 'silicone', 'EPDM'] },
    Giacche: { category: 'Tubi e manicotti', subcategories: ['Raffreddamento', 'Carburante', 'Idraulica', 'Aspirazione'],
      nouns: ['Manicotto', 'Tubo flessibile', 'Tubo rinforzato'],
      sizes: ['Ø 6 mm', 'Ø 8 mm', 'Ø 10 mm', 'Ø 13 mm', 'Ø 16 mm', 'Ø 19 mm', 'Ø 25 mm', 'Ø 32 mm', 'Ø 40 mm'],
      materials: ['gomma EPDM', 'silicone rinforzato', 'gomma NBR con treccia tessile', 'gomma con spirale in acciaio', 'PVC retinato'] },
    Cappellini: one('Tergicristalli', applications,
      ['Spazzola tergicristallo tradizionale', 'Spazzola tergicristallo flat', 'Spazzola tergicristallo ibrida'],
      ['gomma naturale', 'gomma grafitata', 'gomma siliconica', 'gomma con telaio in acciaio', 'gomma a doppia mescola']),
    Borse: one('Kit di manutenzione', applications,
      ['Kit distribuzione', 'Kit frizione', 'Kit tagliando'],
      ['componenti di primo equipaggiamento', 'componenti in acciaio trattato', 'componenti con guarnizioni incluse', 'componenti e viteria', 'componenti rigenerati'],
      'Contenuto'),
    Gadget: one('Lubrificanti e fluidi', applications,
      ['Olio motore 5W-30', 'Olio idraulico', 'Liquido freni DOT 4', 'Liquido refrigerante', 'Olio per trasmissioni'],
      ['tanica da 1 litro', 'tanica da 5 litri', 'flacone da 500 ml', 'tanica da 2 litri', 'fusto da 20 litri'],
      'Confezione'),
  },
  brands: [
    'Tecnoparts', 'Meccanica Orobica', 'RicambiPro', 'Motorline', 'Officine Padane', 'Autotecnica',
    'Euroricambi', 'Stella Ricambi', 'Alpina Parts', 'Italmotor', 'Dinamica', 'Vulcano',
  ],
  lines: ['OE', 'Premium', 'Standard', 'HD', 'Plus', 'Pro', 'Eco', 'Long Life', 'Sport'],
  colours: [
    { name: 'Nero', hex: 0x111111 }, { name: 'Grigio', hex: 0x8a8d91 }, { name: 'Argento', hex: 0xc0c0c0 },
    { name: 'Acciaio', hex: 0x9ea7ad }, { name: 'Blu', hex: 0x1e4fa0 }, { name: 'Rosso', hex: 0xc8102e },
    { name: 'Giallo', hex: 0xffd100 }, { name: 'Verde', hex: 0x4ca22f }, { name: 'Arancio', hex: 0xff8200 },
    { name: 'Bianco', hex: 0xffffff }, { name: 'Grigio scuro', hex: 0x55595e }, { name: 'Verde scuro', hex: 0x1d4f2b },
    { name: 'Blu scuro', hex: 0x1b2a47 }, { name: 'Bordeaux', hex: 0x6d1f2f }, { name: 'Antracite', hex: 0x3c3f44 },
    { name: 'Azzurro', hex: 0x7ba4db }, { name: 'Zincato', hex: 0xb8bec2 }, { name: 'Grigio chiaro', hex: 0xd0d3d6 },
  ],
  models: [
    'Fiat Panda 1.2', 'Fiat Ducato 2.3 MultiJet', 'Iveco Daily 35C', 'Lancia Ypsilon 1.2', 'Alfa Romeo Giulietta 1.6 JTDm',
    'Renault Clio 1.5 dCi', 'Volkswagen Golf 1.6 TDI', 'Ford Transit 2.0 TDCi', 'New Holland T4.75', 'Same Explorer 90',
    'Piaggio Porter 1.3', 'Opel Corsa 1.3 CDTi', 'Fiat Doblò 1.6 MultiJet', 'Lamborghini Trattori R3',
  ],
};

/** The trade of a company, or undefined for the apparel companies (1 and 3). */
export function tradeOf(company: number): Trade | undefined {
  if (company === 2) return packaging;
  if (company === 4) return spareParts;
  return undefined;
}
