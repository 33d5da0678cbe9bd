import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUpstream } from '../app.ts';
import type { Db } from '../db/client.ts';
import { listOutbox } from '../mail/outbox.ts';
import { postForm, seededApp } from '../testing/database.ts';

// A 1x1 PNG, and the start of a JPEG: enough for the type check by content.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('account self-service calls', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  // Seeding the embedded PGlite takes a while on a busy machine.
  beforeAll(async () => {
    ({ app, db, close } = await seededApp({ productsPerCompany: 4 }));
  }, 120_000);
  afterAll(async () => close?.());

  const login = async (username: string, password: string) =>
    (await postForm(app, '/1/pegaso/login', { username, password, withoutAppOrder: 'true' })).body.user as Record<string, unknown>;

  it('TipoCambio 1 changes the editable fields and never the read-only ones', async () => {
    const before = await login('CL003', 'CL003');
    const reply = await postForm(app, '/1/pegaso/webAppPegasoChangeUserData', {
      username: 'CL003', password: 'CL003', passwordnew: '', TipoCambio: '1',
      Nom: 'Luca', Cog: 'Bianchi', EMail: 'luca@example.it', SitWeb: 'https://bianchi.example', Tel: '089 1', Cel: '333 1',
      ParIva: '99999999999', CodFis: 'XXXXXX', CodDes: 'ZZZZZZZ', EMailPec: 'x@pec.it', Ind: 'Altrove', Loc: 'Roma', Cap: '00100', Pro: 'RM',
    });
    expect(reply.body).toEqual({ Errore: '' });
    const after = await login('CL003', 'CL003');
    expect({ EMail: after.EMail, Tel: after.Tel, SitWeb: after.SitWeb }).toEqual({ EMail: 'luca@example.it', Tel: '089 1', SitWeb: 'https://bianchi.example' });
    for (const f of ['ParIva', 'CodFis', 'CodDes', 'EMailPec', 'Ind', 'Loc', 'Cap', 'Pro']) expect(after[f]).toBe(before[f]);
  });

  it('TipoCambio 2 checks the current password and the length of the new one', async () => {
    const change = (password: string, passwordnew: string) =>
      postForm(app, '/1/pegaso/webAppPegasoChangeUserData', { username: 'CL005x', password, passwordnew, TipoCambio: '2' });
    expect((await postForm(app, '/1/pegaso/webAppPegasoChangeUserData', { username: 'CL003', password: 'sbagliata', passwordnew: 'nuovapass1', TipoCambio: '2' })).body.Errore).toBe('Nome utente o password non valida');
    expect((await change('x', 'y')).body.Errore).toBe('Nome utente o password non valida');
    expect((await postForm(app, '/1/pegaso/webAppPegasoChangeUserData', { username: 'CL003', password: 'CL003', passwordnew: 'corta', TipoCambio: '2' })).body.Errore).toBe('Scegliere una password con più di 8 caratteri alfanumerici');
    expect((await postForm(app, '/1/pegaso/webAppPegasoChangeUserData', { username: 'CL003', password: 'CL003', passwordnew: 'nuovapass1', TipoCambio: '2' })).body).toEqual({ Errore: '' });
    expect((await login('CL003', 'nuovapass1')).username).toBe('CL003');
    expect((await login('CL003', 'CL003')).username).toBeUndefined();
  });

  it('uploadFile keeps a picture recognised by content and serves it as the WebImage', async () => {
    expect((await postForm(app, '/1/pegaso/uploadFile', { idDetCliRef: '1001', photo: Buffer.from('<svg/>').toString('base64'), name: '1.png' })).body.Errore).toBe('Formato immagine non supportato');
    expect((await postForm(app, '/1/pegaso/uploadFile', { idDetCliRef: '777', photo: PNG, name: '1.png' })).body.Errore).toBe('Utente non riconosciuto');
    expect((await postForm(app, '/1/pegaso/uploadFile', { idDetCliRef: '1001', photo: PNG, name: '1700000000000.png' })).body).toEqual({ Errore: '' });
    const image = String((await login('CL001', 'CL001')).WebImage);
    expect(image).toMatch(/^foto-1001-[0-9a-f]{12}-1700000000000\.png$/);
    const served = await app.inject({ method: 'GET', url: `/1/photos/${image}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await app.inject({ method: 'GET', url: `/2/photos/${image}` })).statusCode).toBe(404);
  });

  it('recovery mails the link only for the right user, and answers the same either way', async () => {
    const ref = (await postForm(app, '/1/pegaso/webAppPegasoRiferimentoDaEmail', { email: 'Mario.Rossi@example.it' })).body;
    expect(ref).toEqual({ Errore: '', IdDetCliRef: 1001 });
    expect((await postForm(app, '/1/pegaso/webAppPegasoRiferimentoDaEmail', { email: 'nessuno@example.it' })).body.IdDetCliRef).toBe(0);
    const link = 'http://localhost/reset-password/abc.def';
    const known = await postForm(app, '/1/pegaso/webAppPegasoRecuperaPassword', { email: 'mario.rossi@example.it', IdDetCliRef: '1001', link });
    const wrongRef = await postForm(app, '/1/pegaso/webAppPegasoRecuperaPassword', { email: 'mario.rossi@example.it', IdDetCliRef: '1002', link });
    const unknown = await postForm(app, '/1/pegaso/webAppPegasoRecuperaPassword', { email: 'nessuno@example.it', IdDetCliRef: '0', link });
    expect([known.body, wrongRef.body, unknown.body]).toEqual([{ Errore: '' }, { Errore: '' }, { Errore: '' }]);
    const mails = await listOutbox(db, { to: 'mario.rossi@example.it' });
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain(link);
    expect(await listOutbox(db, { to: 'nessuno@example.it' })).toEqual([]);
  });

  it('ChangePasswordRecupero sets the password of a reference', async () => {
    expect((await postForm(app, '/1/pegaso/webAppPegasoChangePasswordRecupero', { idDetCliRef: '1002', password: 'corta' })).body.Errore).toBe('Scegliere una password con più di 8 caratteri alfanumerici');
    expect((await postForm(app, '/1/pegaso/webAppPegasoChangePasswordRecupero', { idDetCliRef: '4242', password: 'lunghissima' })).body.Errore).toBe('Utente non riconosciuto');
    expect((await postForm(app, '/1/pegaso/webAppPegasoChangePasswordRecupero', { idDetCliRef: '1002', password: 'lunghissima' })).body).toEqual({ Errore: '', username: 'CL002' });
    expect((await login('CL002', 'lunghissima')).username).toBe('CL002');
  });

  it('a registration waits for approval and both sides get a mail; a contact message reaches the company', async () => {
    const registration = {
      RagSoc: 'Nuova Moda S.r.l.', CodFis: '01234567897', ParIva: '01234567897', CodDes: 'ABC1234', EMailPec: '',
      IndSedLeg: 'Via Roma 1', LocSedLeg: 'Napoli', ProSedLeg: 'NA', CapSedLeg: '80100', Nom: 'Ada', Cog: 'Neri',
      EMail: 'ada@nuovamoda.example', Tel: '081 1', Cel: '', SitWeb: '',
    };
    expect((await postForm(app, '/1/pegaso/webAppPegasoRegisterUser', { ...registration, CodDes: '' })).body.Errore).toBe('Attenzione, campi obbligatori non inseriti');
    expect((await postForm(app, '/1/pegaso/webAppPegasoRegisterUser', registration)).body).toEqual({ Errore: '' });
    const [row] = await db.query<{ status: string; RagSoc: string }>('select status, "RagSoc" from registrations where company = 1');
    expect(row).toEqual({ status: 'IN_ATTESA', RagSoc: 'Nuova Moda S.r.l.' });
    expect(await listOutbox(db, { to: 'ada@nuovamoda.example' })).toHaveLength(1);

    const contact = { username: '', password: '', Nome: 'Ada', EMail: 'ada@example.it', Oggetto: 'Listino', Messaggio: 'Vorrei il listino' };
    expect((await postForm(app, '/1/pegaso/setContactUS', { ...contact, Oggetto: '' })).body.Errore).toBe('Attenzione, campi obbligatori non inseriti');
    expect((await postForm(app, '/1/pegaso/setContactUS', contact)).body).toEqual({ Errore: '', Risposta: 'Messaggio Inviato Correttamente' });
    const [mail] = await listOutbox(db, { to: 'ufficio.commerciale@azienda1.example' });
    expect(mail?.subject).toBe('Messaggio dal sito: Listino');
  });

  it('the outbox page exists only when enabled', async () => {
    const off = buildUpstream({ db, devOutbox: false });
    const on = buildUpstream({ db, devOutbox: true });
    expect((await off.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    const page = await on.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.body).toContain('<a href="http://localhost/reset-password/abc.def">');
    const json = await on.inject({ method: 'GET', url: '/dev/outbox.json?to=ada@example.it' });
    expect((json.json() as { mails: unknown[] }).mails).toHaveLength(0);
    await Promise.all([off.close(), on.close()]);
  });
});
