/** Texts of the compare page (the button's: it.compare). */
export const itCompare = {
  title: 'Confronta articoli',
  remove: 'Rimuovi',
  price: 'Prezzo',
  brand: 'Marchio',
  category: 'Categoria',
  colours: 'Colori',
  sizes: 'Taglie',
  availability: 'Disponibilità',
  single: 'Unico',
  empty: 'Nessun articolo da confrontare',
  loadFailed: 'Impossibile caricare la lista di confronto.',
};
