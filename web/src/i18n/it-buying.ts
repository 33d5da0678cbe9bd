/** Texts of the buying flow: listing drawer and cards, gallery, reviews, notify actions. */
export const itBuying = {
  soldOut: 'Esaurito',
  noReviews: 'Ancora nessuna recensione per questo prodotto.',
  downloadPrefix: 'Scarica',
  openFilters: 'Filtri',
  closeFilters: 'Chiudi i filtri',
  showResults: (count: number) => (count === 1 ? 'Mostra 1 articolo' : `Mostra ${count} articoli`),
  tilesHint: 'Usa le frecce per scorrere',
  notifyFor: (size: string, colour: string) => `Avvisami quando disponibile: taglia ${size}, colore ${colour}`,
};
