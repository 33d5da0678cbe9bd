import { describe, expect, it } from 'vitest';
import {
  CART_MESSAGES,
  CHECKOUT_MESSAGES,
  LOGIN_MESSAGES,
  MESSAGES,
  PICKUP_MESSAGES,
  QUANTITY_MESSAGES,
  TRACKING_MESSAGES,
  WISHLIST_MESSAGES,
  addedManyText,
  arrivingText,
  freeShippingGapText,
  lastPiecesText,
} from './messages.ts';

describe('messages', () => {
  it('quotes the login texts exactly', () => {
    expect(LOGIN_MESSAGES).toMatchObject({
      invalidCredentials: 'Nome utente o password non valida',
      required: 'Campo obbligatorio',
      unknownCustomer: 'Cliente non disponibile per questo utente',
      sessionExpired: 'La sessione è scaduta, per favore effettua di nuovo il login!',
    });
  });

  it.each([
    [QUANTITY_MESSAGES.notAllowed, 'Quantità non consentite'],
    [CART_MESSAGES.notAddable, "L'articolo non può essere aggiunto al carrello"],
    [
      CART_MESSAGES.limitExceeded,
      "Limite carrello superato. Procedi con l'invio di questo ordine e caricane uno nuovo per gli articoli rimanenti",
    ],
    [CART_MESSAGES.added, 'Aggiunto al carrello'],
    [CART_MESSAGES.addedMany, 'Aggiunti al carrello'],
    [CART_MESSAGES.gridAdded, 'Quantità aggiunte al carrello'],
    [CART_MESSAGES.decreased, 'Quantità decrementate'],
    [CART_MESSAGES.removed, 'Articolo rimosso dal carrello'],
    [CART_MESSAGES.cleared, 'Il carrello è stato svuotato'],
    [WISHLIST_MESSAGES.added, 'Aggiunto ai preferiti'],
    [WISHLIST_MESSAGES.removed, 'Rimosso dai preferiti'],
    [WISHLIST_MESSAGES.cleared, 'Lista dei preferiti eliminata'],
    [MESSAGES.availability.unavailable, 'Non disponibile'],
    [PICKUP_MESSAGES.invalidDate, 'Selezionare una data valida per il ritiro'],
    [PICKUP_MESSAGES.chooseValidDate, 'Seleziona una data di ritiro valida'],
    [CHECKOUT_MESSAGES.chooseAllowedValue, 'Selezionare un valore consentito dal menu a tendina'],
    [TRACKING_MESSAGES.unavailable, 'Spedizione non disponibile o previsto RITIRO IN SEDE'],
    [CHECKOUT_MESSAGES.freeShippingReached, 'Complimenti! Hai la spedizione gratuita per questo ordine!'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('builds the texts with values', () => {
    expect(freeShippingGapText(90)).toBe('Aggiungi altri 90,00 € per la spedizione gratuita');
    expect(freeShippingGapText(1234.5)).toBe('Aggiungi altri 1.234,50 € per la spedizione gratuita');
    expect(addedManyText(12)).toBe('Aggiunti al carrello 12 pz');
    expect(lastPiecesText(1)).toBe('Ultimo pezzo disponibile');
    expect(lastPiecesText(3)).toBe('Ultimi 3 pezzi disponibili');
    expect(arrivingText(4)).toBe('4 in arrivo in 5/7 gg');
  });

  it('spells the decrement toast with the correction, not the original typo', () => {
    expect(JSON.stringify(MESSAGES)).not.toContain('Quantià');
  });
});
