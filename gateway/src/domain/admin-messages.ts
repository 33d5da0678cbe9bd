// The back office's Italian texts, quoted from the specification where it has them.

export const PICKUP_ADMIN_MESSAGES = {
  deleted: 'Data cancellata con successo',
  added: 'Data aggiunta con successo',
  slotsChanged: 'Numero di slot cambiati con successo',
  /** Not in the specification: a date that is no real calendar day. */
  invalidDate: 'Inserire una data valida',
  /** Not in the specification. */
  pastDate: 'La data non può essere nel passato',
  /** Not in the specification. */
  invalidSlots: 'Il numero deve essere un intero positivo',
} as const;

export const BANNER_MESSAGES = {
  typeRequired: 'Devi inserire il tipo di banner',
  nameRequired: 'Devi inserire un nome per il banner',
  defaultCaption: 'Acquista Ora',
  /** Not in the specification. */
  slideImageRequired: "Ogni slide deve avere un'immagine",
  /** Not in the specification. */
  slideHeadImageRequired: 'Le slide del banner hero hanno bisogno di due immagini',
  /** Not in the specification. */
  tooManySlides: 'Un banner può avere al massimo 20 slide',
} as const;

export const UPLOAD_MESSAGES = {
  failed: 'upload del file non riuscito',
  /** Not in the specification. */
  notAnImage: "Il file non è un'immagine (JPEG, PNG, GIF, WebP o AVIF)",
  /** Not in the specification. */
  tooLarge: "L'immagine supera la dimensione massima di 600 KB",
} as const;

export const HOMEPAGE_MESSAGES = {
  rowsColsPositive: 'Le righe e le colonne devono essere numeri positivi.',
  widthOver100: 'La somma delle larghezze delle cellule non può superare il 100%.',
  saved: 'Homepage caricata',
  saveFailed: 'Caricamento non riuscito',
  /** Not in the specification. */
  cellInvalid: 'Cella non valida',
} as const;
