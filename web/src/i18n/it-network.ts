/**
 * What the shell says when the browser has no network: read by every page's failed-load state
 * and by the client's error handling, so it stays out of the offline order book's texts (which
 * load with that page).
 */
export const itNetwork = {
  needsNetwork: 'Questa funzione richiede la connessione.',
} as const;
