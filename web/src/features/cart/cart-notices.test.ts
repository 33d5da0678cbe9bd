import { describe, expect, it as test } from 'vitest';
import { addedToastText, isCartLimit } from './cart-notices';

describe('addedToastText', () => {
  test.each([
    ['single', 1, 'Aggiunto al carrello'],
    ['single', 0, 'Aggiunto al carrello'],
    ['single', 2, 'Aggiunti al carrello 2 pz'],
    ['single', 12, 'Aggiunti al carrello 12 pz'],
    ['grid', 1, 'Quantità aggiunte al carrello'],
    ['grid', 30, 'Quantità aggiunte al carrello'],
  ] as const)('%s add of %i pieces says %s', (mode, quantity, text) => {
    expect(addedToastText(mode, quantity)).toBe(text);
  });
});

describe('isCartLimit', () => {
  test('recognises the refusal by its code', () => {
    expect(isCartLimit({ code: 'CART_LIMIT', message: 'x' })).toBe(true);
  });
  test('never decides by the text: another code with the same words is not the limit', () => {
    expect(
      isCartLimit({
        code: 'NOT_SAVED',
        message:
          "Limite carrello superato. Procedi con l'invio di questo ordine e caricane uno nuovo per gli articoli rimanenti",
      }),
    ).toBe(false);
  });
  test('leaves other refusals alone', () => {
    expect(isCartLimit({ code: 'INVALID_QUANTITY', message: 'Quantità non consentite' })).toBe(false);
  });
});
