import { itNetwork } from './it-network';

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
  needsNetwork: itNetwork.needsNetwork,
  queuedHeading: 'Ordini in attesa di connessione',
  waiting: 'In attesa di connessione',
  sending: 'Invio in corso...',
  sent: 'Ordine inviato correttamente',
  sentNumber: (n: string) => `Ordine n. ${n}`,
  refused: (message: string) => `Ordine non accettato: ${message}`,
  pricesChanged: 'Alcuni prezzi sono cambiati. Conferma i nuovi prezzi per inviare l\'ordine.',
  priceChange: (sku: string, name: string, before: string, now: string) => `${sku} ${name}: da ${before} a ${now}`,
  confirmPrices: 'Conferma i nuovi prezzi',
  total: (amount: string) => `Totale ${amount}`,
  newOrder: 'Nuovo ordine',
  articleCode: 'Codice articolo',
  quantity: 'Quantità',
  addLine: 'Aggiungi',
  unknownArticle: 'Articolo non trovato nel catalogo scaricato.',
  site: 'Sede di consegna',
  shippingMode: 'Modalità di consegna',
  paymentMode: 'Pagamento',
  submitOrder: 'Invia ordine',
  /** As online: an add of which nothing can go in the cart. */
  notAddable: "L'articolo non può essere aggiunto al carrello",
  /** The cart page with no network: the order is completed on /offline with the saved sites and modes. */
  completeOffline: "Completa l'ordine offline",
  fromCart: (n: number) => (n === 1 ? '1 articolo dal carrello' : `${n} articoli dal carrello`),
  noQueued: 'Nessun ordine in attesa.',
  logoutUnsentTitle: 'Ordini non ancora inviati',
  logoutUnsentQuestion: (n: number) =>
    n === 1
      ? "Su questo dispositivo c'è 1 ordine non ancora inviato: uscendo verrà eliminato. Vuoi uscire comunque?"
      : `Su questo dispositivo ci sono ${n} ordini non ancora inviati: uscendo verranno eliminati. Vuoi uscire comunque?`,
  logoutUnsentCancel: 'Annulla',
  logoutUnsentConfirm: 'Esci ed elimina',
} as const;
