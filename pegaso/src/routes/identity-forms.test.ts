import { describe, expect, it } from 'vitest';
import { missingFields } from './context.ts';
import { parseFields } from './form.ts';
import {
  contactForm,
  editableFieldsForm,
  MAX_PHOTO_BYTES,
  passwordChangeForm,
  passwordTooShort,
  recoveredPasswordForm,
  recoverPasswordForm,
  registrationForm,
  uploadedPhoto,
  uploadFileForm,
} from './identity-forms.ts';

const refusal = (result: { ok: boolean; error?: string }) => (result.ok ? '' : result.error);
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]).toString('base64');
const gif = Buffer.from('GIF89a-----').toString('base64');

describe('identity route schemas', () => {
  it.each([
    [{ idDetCliRef: '7', password: 'segretissima' }, ''],
    [{ idDetCliRef: '7', password: '' }, missingFields],
    [{ password: 'segretissima' }, missingFields],
    [{ idDetCliRef: 'x', password: 'breve' }, missingFields],
    [{ idDetCliRef: '7', password: 'breve' }, passwordTooShort],
  ])('a recovered password %j is refused with %j', (fields, error) => {
    expect(refusal(parseFields(recoveredPasswordForm, fields))).toBe(error);
  });

  it('a new password is checked only for its length, as sent', () => {
    expect(refusal(parseFields(passwordChangeForm, { passwordnew: '' }))).toBe(passwordTooShort);
    expect(parseFields(passwordChangeForm, { passwordnew: ' 12345678 ' })).toEqual({ ok: true, data: { passwordnew: ' 12345678 ' } });
  });

  it('the recovery request needs an email; a missing or malformed reference is 0', () => {
    expect(refusal(parseFields(recoverPasswordForm, { email: '  ' }))).toBe(missingFields);
    expect(parseFields(recoverPasswordForm, { email: ' a@b.it ', IdDetCliRef: 'x', link: ' https://x ' })).toEqual({
      ok: true,
      data: { email: 'a@b.it', IdDetCliRef: 0, link: 'https://x' },
    });
  });

  it('editable fields left out stay out; those sent are trimmed and cut to 200 characters', () => {
    const form = parseFields(editableFieldsForm, { Nom: '  Anna ', Cog: 'x'.repeat(250), EMail: null });
    expect(form).toEqual({ ok: true, data: { Nom: 'Anna', Cog: 'x'.repeat(200), EMail: '' } });
  });

  it.each([
    [{ idDetCliRef: '3', photo: png, name: '12.png' }, ''],
    [{ idDetCliRef: '3', photo: ' ', name: '12.png' }, missingFields],
    [{ photo: png, name: '12.png' }, missingFields],
  ])('an upload %j is refused with %j', (fields, error) => {
    expect(refusal(parseFields(uploadFileForm, fields))).toBe(error);
  });

  it.each([
    [{ name: 'foto.png', photo: '***' }, 'Nome file non valido'],
    [{ name: '12.png', photo: 'data:image/png;base64,AAAA' }, 'Immagine non valida'],
    [{ name: '12.png', photo: Buffer.alloc(MAX_PHOTO_BYTES + 1).toString('base64') }, 'Immagine troppo grande'],
    [{ name: '12.png', photo: gif }, 'Formato immagine non supportato'],
  ])('a picture %# is refused with %j', (fields, error) => {
    expect(refusal(parseFields(uploadedPhoto, fields))).toBe(error);
  });

  it('a picture is typed by its content', () => {
    const form = parseFields(uploadedPhoto, { name: '12.jpg', photo: png });
    expect(form.ok && form.data.photo.contentType).toBe('image/png');
  });

  const applicant = { RagSoc: 'Rossi srl', EMail: 'a@b.it', Tel: '06 1', IndSedLeg: 'Via Roma 1', LocSedLeg: 'Roma', CodDes: 'ABC1234', ParIva: '01234567890' };
  it.each([
    [applicant, ''],
    [{ ...applicant, CodDes: '', EMailPec: 'pec@b.it' }, ''],
    [{ ...applicant, ParIva: '', CodFis: 'RSSMRA80A01H501U' }, ''],
    [{ ...applicant, CodDes: ' ' }, missingFields],
    [{ ...applicant, ParIva: '' }, missingFields],
    [{ ...applicant, Tel: '' }, missingFields],
  ])('a registration %# is refused with %j', (fields, error) => {
    expect(refusal(parseFields(registrationForm, fields))).toBe(error);
  });

  it('the contact form needs every field and cuts the message to 5000 characters', () => {
    const sent = { Nome: ' Anna ', EMail: 'a@b.it', Oggetto: 'Ordine', Messaggio: 'm'.repeat(6000) };
    const form = parseFields(contactForm, sent);
    expect(form.ok && [form.data.Nome, form.data.Messaggio.length]).toEqual(['Anna', 5000]);
    expect(refusal(parseFields(contactForm, { ...sent, Oggetto: '  ' }))).toBe(missingFields);
  });
});
