/** Texts of the cart page and of the header's cart preview. */
export const itCart = {
  title: 'Carrello',
  decreased: 'Quantità decrementate',
  removed: 'Articolo rimosso dal carrello',
  cleared: 'Il carrello è stato svuotato',
  empty: 'Nessun articolo nel carrello',
  view: 'Visualizza Carrello',
  checkout: 'Procedi al checkout',
  clear: 'Svuota carrello',
  clearTitle: 'Svuotare il carrello?',
  clearQuestion: (count: number) =>
    count === 1 ? "L'articolo del carrello verrà rimosso." : `Tutti i ${count} articoli del carrello verranno rimossi.`,
  clearConfirm: 'Sì, svuota il carrello',
  clearCancel: 'Annulla',
  loading: 'Caricamento del carrello...',
  loadFailed: 'Impossibile caricare il carrello',
  color: 'Colore',
  size: 'Taglia',
  unitPrice: 'Prezzo',
  total: 'Totale',
  lines: (count: number) => (count === 1 ? '1 articolo' : `${count} articoli`),
  pieces: (count: number) => `${count} pz`,
  decrease: (name: string) => `Diminuisci la quantità di ${name}`,
  increase: (name: string) => `Aumenta la quantità di ${name}`,
  quantityOf: (name: string) => `Quantità di ${name}`,
  remove: (name: string) => `Rimuovi ${name} dal carrello`,
  /** A typed quantity above what the line can hold (the gateway's figure), before it is saved. */
  onlyAvailable: (max: number) => `Disponibili solo ${max}`,
  /** A typed quantity the gateway clipped: what the line holds of what was asked. */
  addedOnly: (added: number, requested: number) => `Aggiunti solo ${added} di ${requested}`,
  preview: 'Anteprima del carrello',
  more: (count: number) => (count === 1 ? 'e un altro articolo' : `e altri ${count} articoli`),
};
