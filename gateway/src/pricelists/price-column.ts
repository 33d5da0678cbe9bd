// How a price list names its prices. The list prints the prices the shop shows: net for most
// companies, VAT-inclusive for company 2 ('i.i.', DESIGN §5.1 step 6). Its column and its note
// say which, so that a buyer reads the same figure, called the same way, as in the shop.

export interface PriceWording {
  /** The price column's header. */
  column: string;
  /** The PDF's line under the title: what the prices are and when they held. */
  validity(date: string): string;
}

export function priceWording(vatInclusive: boolean): PriceWording {
  return vatInclusive
    ? { column: 'Prezzo i.i.', validity: (date) => `Prezzi IVA inclusa (i.i.), validi al ${date}` }
    : { column: 'Prezzo netto', validity: (date) => `Prezzi netti IVA esclusa, validi al ${date}` };
}
