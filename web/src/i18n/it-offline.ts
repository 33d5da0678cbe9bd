/** The account menu's link: apart, so that the shell carries this text only. */
export const itOfflineMenu = { link: 'Uso offline' } as const;

/** Texts of the offline order book (/offline, the header's offline notice, the queued orders). */
export const itOffline = {
  title: 'Uso offline',
  intro:
    'Scarica il catalogo di un cliente, con i suoi prezzi, la disponibilità, le sedi e le modalità di consegna e pagamento: potrai consultarlo e prendere ordini anche senza connessione.',
  customersHeading: 'I tuoi clienti',
  noCustomers: 'Nessun cliente da preparare.',
  loading: 'Caricamento...',
  loadFailed: 'Impossibile caricare i clienti.',
  download: "Scarica per l'uso offline",
  downloadAgain: 'Aggiorna',
  downloading: (received: string) => `Scaricamento in corso... ${received}`,
  saving: 'Salvataggio sul dispositivo...',
  ready: "Pronto per l'uso offline",
  readyDetail: (date: string, size: string) => `Dati del ${date}, ${size}`,
  expired: 'Dati scaduti: scaricali di nuovo.',
  failed: 'Download non riuscito. Riprova.',
  storage: (used: string) => `Spazio usato sul dispositivo: ${used}`,
  offlineBanner: 'Sei offline',
  refreshedAt: (date: string) => `dati aggiornati il ${date}`,
  needsNetwork: 'Questa funzione richiede la connessione.',
  queuedHeading: 'Ordini in attesa di connessione',
  waiting: 'In attesa di connessione',
  sent: 'Ordine inviato correttamente',
} as const;
