/** Texts of the checkout's changed-price notice (design §5.1): the ERP's price differs from the one shown. */
export const itPriceChanges = {
  title: 'Prezzi aggiornati',
  notice:
    "I prezzi di alcuni articoli sono cambiati: controlla e conferma i nuovi prezzi prima di inviare l'ordine.",
  previousPrice: 'Prezzo precedente',
  newPrice: 'Nuovo prezzo',
  confirm: 'Confermo i nuovi prezzi',
  confirmRequired: "Conferma i nuovi prezzi per inviare l'ordine.",
  changedAgain: 'I prezzi sono cambiati di nuovo: controlla i nuovi prezzi e conferma.',
} as const;
