/** Texts of the header's search suggestions (loaded with them). */
export const itSearch = {
  suggestions: 'Suggerimenti',
  products: 'Articoli',
  categories: 'Categorie',
  categoryMatches: (count: number) => (count === 1 ? '1 articolo' : `${count} articoli`),
  seeAll: 'Vedi tutti i risultati',
  none: 'Nessun articolo trovato',
};
