// The gateway's Italian texts, quoted exactly from the specification. The one deliberate change:
// the original's 'Quantià decrementate' is spelled 'Quantità decrementate'.

import { AVAILABILITY_MESSAGES } from '@shop/availability';
import { formatMoney } from './money.ts';

// The availability texts are shared with the device's offline product page (@shop/availability).
export { AVAILABILITY_MESSAGES, arrivingText, lastPiecesText } from '@shop/availability';

export const LOGIN_MESSAGES = {
  invalidCredentials: 'Nome utente o password non valida',
  required: 'Campo obbligatorio',
  unknownCustomer: 'Cliente non disponibile per questo utente',
  sessionExpired: 'La sessione è scaduta, per favore effettua di nuovo il login!',
  loggedIn: 'Accesso Effettuato',
} as const;

export const CART_MESSAGES = {
  added: 'Aggiunto al carrello',
  addedMany: 'Aggiunti al carrello',
  gridAdded: 'Quantità aggiunte al carrello',
  decreased: 'Quantità decrementate',
  removed: 'Articolo rimosso dal carrello',
  cleared: 'Il carrello è stato svuotato',
  notAddable: "L'articolo non può essere aggiunto al carrello",
  limitExceeded:
    "Limite carrello superato. Procedi con l'invio di questo ordine e caricane uno nuovo per gli articoli rimanenti",
  empty: 'Nessun articolo nel carrello',
  /** Not in the specification: a line changed or removed meanwhile in another tab. */
  lineNotFound: 'Articolo non presente nel carrello',
} as const;

export const WISHLIST_MESSAGES = {
  added: 'Aggiunto ai preferiti',
  removed: 'Rimosso dai preferiti',
  cleared: 'Lista dei preferiti eliminata',
  empty: 'Nessun articolo selezionato',
} as const;

export const QUANTITY_MESSAGES = {
  notAllowed: 'Quantità non consentite',
} as const;


export const PICKUP_MESSAGES = {
  invalidDate: 'Selezionare una data valida per il ritiro',
  chooseValidDate: 'Seleziona una data di ritiro valida',
} as const;

export const CHECKOUT_MESSAGES = {
  chooseAllowedValue: 'Selezionare un valore consentito dal menu a tendina',
  orderSent: 'Ordine inviato correttamente',
  freeShippingReached: 'Complimenti! Hai la spedizione gratuita per questo ordine!',
} as const;

/** Not quoted by the specification: the pre-checkout's titles and the reserved-goods warning it describes. */
export const ORDER_MESSAGES = {
  chooseCustomer: 'Scegli il cliente',
  chooseSite: 'Scegli la destinazione',
  reservedGoods: 'Attenzione: stai prenotando merce non presente attualmente in magazzino',
} as const;

export const TRACKING_MESSAGES = {
  unavailable: 'Spedizione non disponibile o previsto RITIRO IN SEDE',
} as const;

/** 'Aggiunti al carrello' followed by the quantity and 'pz'. */
export function addedManyText(quantity: number): string {
  return `${CART_MESSAGES.addedMany} ${quantity} pz`;
}

/** 'Aggiungi altri X € per la spedizione gratuita', X in Italian format with its symbol. */
export function freeShippingGapText(gap: number): string {
  return `Aggiungi altri ${formatMoney(gap)} per la spedizione gratuita`;
}

export const MESSAGES = {
  login: LOGIN_MESSAGES,
  cart: CART_MESSAGES,
  wishlist: WISHLIST_MESSAGES,
  quantity: QUANTITY_MESSAGES,
  availability: AVAILABILITY_MESSAGES,
  pickup: PICKUP_MESSAGES,
  checkout: CHECKOUT_MESSAGES,
  order: ORDER_MESSAGES,
  tracking: TRACKING_MESSAGES,
} as const;
