import { describe, expect, it } from 'vitest';
import { checkAccountData } from './account-data.ts';
import { checkContactMessage } from './contact-message.ts';
import { checkRegistration, type RegistrationDraft } from './registration.ts';

const valid: RegistrationDraft = {
  companyName: 'Nuova Moda S.r.l.', taxCode: 'RSSMRA85T10A562S', vatNumber: '00743110157', recipientCode: 'ABC1234',
  pecEmail: '', legalAddress: 'Via Roma 1', legalLocality: 'Napoli', operatingAddress: '', operatingLocality: '',
  firstName: 'Ada', lastName: 'Neri', email: 'ada@nuovamoda.example', website: '', phone: '081 5550101', mobile: '',
};

describe('registration rules', () => {
  it.each<[string, Partial<RegistrationDraft>, [string, string, string][]]>([
    ['a complete registration', {}, []],
    ['a company tax code of 11 digits', { taxCode: '00743110157' }, []],
    ['PEC instead of recipient code', { recipientCode: '', pecEmail: 'nuovamoda@pec.it' }, []],
    ['wrong VAT check digit', { vatNumber: '00743110158' }, [['vatNumber', 'INVALID_VAT_NUMBER', 'Partita IVA non valida']]],
    ['wrong tax code check character', { taxCode: 'RSSMRA85T10A562T' }, [['taxCode', 'INVALID_TAX_CODE', 'Codice Fiscale non valido']]],
    ['neither PEC nor recipient code', { recipientCode: '' }, [
      ['pecEmail', 'PEC_OR_RECIPIENT_REQUIRED', 'Almeno uno tra PEC e Codice Destinatario deve essere inserito'],
      ['recipientCode', 'PEC_OR_RECIPIENT_REQUIRED', 'Almeno uno tra PEC e Codice Destinatario deve essere inserito'],
    ]],
    ['recipient code of 6 characters', { recipientCode: 'ABC123' }, [['recipientCode', 'INVALID_RECIPIENT_CODE', 'Il Codice Destinatario è di 7 caratteri, lettere e cifre']]],
    ['PEC not an address', { pecEmail: 'pec' }, [['pecEmail', 'INVALID_EMAIL', 'Indirizzo PEC non valido']]],
    ['no legal address', { legalAddress: ' ' }, [['legalAddress', 'LEGAL_ADDRESS_REQUIRED', "Inserire l'indirizzo della sede legale"]]],
    ['no locality chosen', { legalLocality: '' }, [['legalLocality', 'LOCALITY_REQUIRED', 'Inserire la località']]],
    ['operating address without its locality', { operatingAddress: 'Via Po 2' }, [['operatingLocality', 'LOCALITY_REQUIRED', 'Inserire la località']]],
    ['no email nor phone', { email: '', phone: '' }, [
      ['email', 'REQUIRED', 'Attenzione, campi obbligatori non inseriti'],
      ['phone', 'REQUIRED', 'Attenzione, campi obbligatori non inseriti'],
    ]],
    ['a company name too long', { companyName: 'x'.repeat(101) }, [['companyName', 'TOO_LONG', 'Testo troppo lungo: al massimo 100 caratteri']]],
  ])('%s', (_name, change, expected) => {
    expect(checkRegistration({ ...valid, ...change }).map((p) => [p.field, p.code, p.message])).toEqual(expected);
  });
});

describe('account data and contact rules', () => {
  const account = { firstName: 'Mario', lastName: 'Rossi', email: 'mario.rossi@example.it', website: '', phone: '081 555', mobile: '' };
  it.each<[Partial<typeof account>, string[]]>([
    [{}, []],
    [{ email: '' }, ['email:REQUIRED']],
    [{ email: 'mario' }, ['email:INVALID_EMAIL']],
    [{ phone: 'chiamami' }, ['phone:INVALID_PHONE']],
    [{ lastName: 'x'.repeat(101) }, ['lastName:TOO_LONG']],
  ])('account %j → %j', (change, expected) => {
    expect(checkAccountData({ ...account, ...change }).map((p) => `${p.field}:${p.code}`)).toEqual(expected);
  });

  const contact = { name: 'Ada', email: 'ada@example.it', subject: 'Listino', message: 'Vorrei il listino' };
  it.each<[Partial<typeof contact>, string[]]>([
    [{}, []],
    [{ name: '', message: ' ' }, ['name:REQUIRED', 'message:REQUIRED']],
    [{ email: 'ada' }, ['email:INVALID_EMAIL']],
    [{ message: 'x'.repeat(5001) }, ['message:TOO_LONG']],
  ])('contact %j → %j', (change, expected) => {
    expect(checkContactMessage({ ...contact, ...change }).map((p) => `${p.field}:${p.code}`)).toEqual(expected);
  });

  it('an empty contact field gets the specification text', () => {
    expect(checkContactMessage({ ...contact, subject: '' })[0]?.message).toBe('Attenzione, campi obbligatori non inseriti');
  });
});
