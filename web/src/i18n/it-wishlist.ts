/** Texts of the wishlist page and of the header's wishlist preview. */
export const itWishlist = {
  title: 'Preferiti',
  cleared: 'Lista dei preferiti eliminata',
  empty: 'Nessun articolo selezionato',
  clear: 'Svuota preferiti',
  view: 'Visualizza Preferiti',
  loading: 'Caricamento dei preferiti...',
  loadFailed: 'Impossibile caricare i preferiti',
  preview: 'Anteprima dei preferiti',
};
