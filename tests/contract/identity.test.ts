import sharp from 'sharp';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopClient } from '../support/graphql-client.ts';
import { lastResetLink, mailsTo } from '../support/outbox.ts';
import { startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
beforeAll(async () => {
  process.env.PEGASO_DEV_OUTBOX = '1';
  // Company 1's public origin is configured; company 2's comes from its host in TENANT_HOSTS.
  stack = await startStack({ productsPerCompany: 8, env: { PUBLIC_URL_1: 'https://shop.example.it' } });
});
afterAll(async () => {
  await stack?.close();
});

interface Payload {
  message: string | null;
  userErrors: { code: string; message: string; field: string[] | null }[];
}

const ACCOUNT = '{ account { username vatNumber taxCode pecEmail address postcode province firstName email phone website photoUrl } }';
const UPDATE = `mutation($input: AccountUpdateInput!) { accountUpdate(input: $input) { message userErrors { code message field } account { phone vatNumber } } }`;
const RECOVER = `mutation($email: String!) { passwordResetRequest(input: { email: $email }) { message userErrors { code message field } } }`;
const RESET = `mutation($input: PasswordResetInput!) { passwordReset(input: $input) { message userErrors { code message field } } }`;
const LINK = `query($data: String!) { passwordResetLink(data: $data) { valid userErrors { code message field } } }`;
const EXPIRED = 'Attenzione! Il link è scaduto, rifare la procedura di ripristino password!';
const REGISTER = `mutation($input: RegistrationInput!) { registrationSubmit(input: $input) { message userErrors { code message field } } }`;
const CONTACT = `mutation($input: ContactMessageInput!) { contactMessageSend(input: $input) { message userErrors { code message field } } }`;
const CHANGE = `mutation($input: AccountPasswordChangeInput!) { accountPasswordChange(input: $input) { message userErrors { code message field } } }`;

async function loggedIn(username: string, password = username) {
  const client = new ShopClient(stack.baseUrl);
  expect((await client.login(username, password)).data?.login.userErrors).toEqual([]);
  return client;
}

const registration = {
  companyName: 'Nuova Moda S.r.l.', taxCode: 'RSSMRA85T10A562S', vatNumber: '00743110157', recipientCode: 'ABC1234',
  pecEmail: '', legalAddress: 'Via Roma 1', legalLocality: { name: 'Napoli', postcode: '80134' },
  firstName: 'Ada', lastName: 'Neri', email: 'ada@nuovamoda.example', phone: '081 5550101',
};

describe('account data', () => {
  it('changes the editable fields; the read-only ones cannot even be sent', async () => {
    const client = await loggedIn('CL003');
    const before = (await client.gql<{ account: Record<string, string> }>(ACCOUNT)).data!.account;
    const editable = { firstName: 'Luca', lastName: 'Bianchi', email: 'luca@bianchisport.example', website: '', phone: '089 555 1234', mobile: '' };
    const sneaky = await client.gql(UPDATE, { input: { ...editable, vatNumber: '00743110157' } });
    expect(sneaky.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const res = await client.gql<{ accountUpdate: Payload & { account: { phone: string; vatNumber: string } } }>(UPDATE, { input: editable });
    expect(res.data?.accountUpdate).toMatchObject({ message: 'Dati modificati con successo...', userErrors: [], account: { phone: '089 555 1234', vatNumber: before.vatNumber } });
    const after = (await client.gql<{ account: Record<string, string> }>(ACCOUNT)).data!.account;
    for (const f of ['vatNumber', 'taxCode', 'pecEmail', 'address', 'postcode', 'province']) expect(after[f]).toBe(before[f]);
  });

  it('refuses a bad email on its field and asks for a session', async () => {
    const client = await loggedIn('CL003');
    const res = await client.gql<{ accountUpdate: Payload }>(UPDATE, { input: { firstName: '', lastName: '', email: 'luca', website: '', phone: '', mobile: '' } });
    expect(res.data?.accountUpdate.userErrors).toEqual([{ code: 'INVALID_EMAIL', message: 'Indirizzo email non valido', field: ['input', 'email'] }]);
    const anonymous = await new ShopClient(stack.baseUrl).gql(ACCOUNT);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('a password change keeps this session working with the new password; the wrong current one is refused', async () => {
    const client = await loggedIn('CL900');
    const elsewhere = await loggedIn('CL900');
    const wrong = await client.gql<{ accountPasswordChange: Payload }>(CHANGE, { input: { currentPassword: 'sbagliata', newPassword: 'nuovapass1', confirmation: 'nuovapass1' } });
    expect(wrong.data?.accountPasswordChange.userErrors[0]).toMatchObject({ code: 'INVALID_CREDENTIALS', field: ['input', 'currentPassword'] });
    const mismatch = await client.gql<{ accountPasswordChange: Payload }>(CHANGE, { input: { currentPassword: 'CL900', newPassword: 'nuovapass1', confirmation: 'nuovapass2' } });
    expect(mismatch.data?.accountPasswordChange.userErrors).toEqual([{ code: 'PASSWORD_MISMATCH', message: 'Le due password non coincidono', field: ['input', 'confirmation'] }]);
    const ok = await client.gql<{ accountPasswordChange: Payload }>(CHANGE, { input: { currentPassword: 'CL900', newPassword: 'nuovapass1', confirmation: 'nuovapass1' } });
    expect(ok.data?.accountPasswordChange).toEqual({ message: 'Dati modificati con successo...', userErrors: [] });
    expect((await client.gql<{ account: { username: string } }>(ACCOUNT)).data?.account.username).toBe('CL900');
    expect((await new ShopClient(stack.baseUrl).login('CL900', 'CL900')).data?.login.viewer).toBeNull();
    expect((await elsewhere.gql(ACCOUNT)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await loggedIn('CL900', 'nuovapass1');
  });
});

describe('profile photo', () => {
  const post = (client: ShopClient | null, body: Buffer) =>
    request(`${stack.baseUrl}/account/photo`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', ...(client ? { cookie: client.sessionCookie } : {}) },
      body,
    });

  it('takes a picture by its content, stores it cleaned and serves it to the session only', async () => {
    const client = await loggedIn('CL001');
    const gps = { IFD0: { ImageDescription: 'GPS 40.8518 N 14.2681 E' } };
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3366cc' } }).withExif(gps).png().toBuffer();
    const svg = await post(client, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(((await svg.body.json()) as Payload).userErrors[0]?.code).toBe('INVALID_PHOTO');
    expect((await post(null, png)).statusCode).toBe(401);
    const res = await post(client, png);
    const body = (await res.body.json()) as Payload & { photoUrl: string };
    expect(body).toMatchObject({ message: 'Foto modificata con successo...', userErrors: [] });
    expect((await client.gql<{ account: { photoUrl: string } }>(ACCOUNT)).data?.account.photoUrl).toBe(body.photoUrl);
    const served = await request(`${stack.baseUrl}${body.photoUrl}`, { headers: { cookie: client.sessionCookie } });
    const meta = await sharp(Buffer.from(await served.body.arrayBuffer())).metadata();
    expect({ format: meta.format, width: meta.width, exif: meta.exif }).toEqual({ format: 'jpeg', width: 512, exif: undefined });
    expect((await request(`${stack.baseUrl}${body.photoUrl}`)).statusCode).toBe(401);
  });
});

describe('password recovery', () => {
  it('answers the same for a known and an unknown email, and mails only the known one', async () => {
    const client = new ShopClient(stack.baseUrl);
    const known = await client.gql<{ passwordResetRequest: Payload }>(RECOVER, { email: 'mario.rossi@example.it' });
    const unknown = await client.gql<{ passwordResetRequest: Payload }>(RECOVER, { email: 'nessuno@example.it' });
    expect(known.data).toEqual(unknown.data);
    expect(known.data?.passwordResetRequest).toEqual({ message: 'Controlla la mail', userErrors: [] });
    expect(await mailsTo(stack.upstreamUrl, 'nessuno@example.it')).toEqual([]);
    const link = await lastResetLink(stack.upstreamUrl, 'mario.rossi@example.it');
    expect(link.startsWith('https://shop.example.it/reset-password/')).toBe(true);
  });

  it("mails a link on the configured origin, whatever the request's Host", async () => {
    const res = await request(`${stack.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'localhost:31337' },
      body: JSON.stringify({ query: RECOVER, variables: { email: 'marco.deluca@example.it' } }),
    });
    expect(((await res.body.json()) as { data: { passwordResetRequest: Payload } }).data.passwordResetRequest.message).toBe('Controlla la mail');
    const mailed = await mailsTo(stack.upstreamUrl, 'marco.deluca@example.it');
    expect(mailed[0]?.body).toContain('https://shop.example.it/reset-password/');
    expect(mailed[0]?.body).not.toContain('31337');
    await new ShopClient(stack.baseUrl, 2).gql(RECOVER, { email: 'mario.rossi@example.it' });
    const t2 = (await mailsTo(stack.upstreamUrl, 'mario.rossi@example.it')).find((m) => m.company === 2);
    expect(t2?.body).toMatch(/http:\/\/t2\.localhost:8080\/reset-password\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/);
  });

  it("refuses company 2's link on company 1, whose account keeps its password; the link still works on company 2", async () => {
    const t2 = new ShopClient(stack.baseUrl, 2);
    await t2.gql(RECOVER, { email: 'luca.bianchi@example.it' });
    const mail = (await mailsTo(stack.upstreamUrl, 'luca.bianchi@example.it')).find((m) => m.company === 2 && m.subject === 'Recupero password');
    const data = /\/reset-password\/([A-Za-z0-9_.-]+)/.exec(mail?.body ?? '')?.[1] ?? '';
    const input = { data, password: 'presa2026!', confirmation: 'presa2026!' };
    const onCompany1 = new ShopClient(stack.baseUrl);
    const crossed = await onCompany1.gql<{ passwordReset: Payload }>(RESET, { input });
    expect(crossed.data?.passwordReset).toEqual({ message: null, userErrors: [{ code: 'RESET_LINK_EXPIRED', message: EXPIRED, field: ['input', 'data'] }] });
    expect((await new ShopClient(stack.baseUrl).login('CL003', 'presa2026!')).data?.login.viewer).toBeNull();
    await loggedIn('CL003');
    expect(Buffer.from(data.split('.')[0] ?? '', 'base64url').toString()).toMatch(/^co=2;ref=1003;exp=\d+;nonce=/);
    const check = await onCompany1.gql<{ passwordResetLink: { valid: boolean; userErrors: Payload['userErrors'] } }>(LINK, { data });
    expect(check.data?.passwordResetLink).toEqual({ valid: false, userErrors: [{ code: 'RESET_LINK_EXPIRED', message: EXPIRED, field: ['data'] }] });

    expect((await t2.gql<{ passwordResetLink: { valid: boolean } }>(LINK, { data })).data?.passwordResetLink.valid).toBe(true);
    const home = await t2.gql<{ passwordReset: Payload }>(RESET, { input });
    expect(home.data?.passwordReset).toEqual({ message: 'Password reimpostata correttamente', userErrors: [] });
    expect((await new ShopClient(stack.baseUrl, 2).login('CL003', 'presa2026!')).data?.login.viewer?.username).toBe('CL003');
    expect((await t2.gql<{ passwordResetLink: { valid: boolean } }>(LINK, { data })).data?.passwordResetLink.valid).toBe(false);
  });

  it("refuses a forged link in the original's unsigned base64 form", async () => {
    const forged = Buffer.from(`ref=1001;exp=${Date.now() + 3_600_000}`).toString('base64');
    const res = await new ShopClient(stack.baseUrl).gql<{ passwordReset: Payload }>(RESET, { input: { data: forged, password: 'rubata123', confirmation: 'rubata123' } });
    expect(res.data?.passwordReset.userErrors).toEqual([
      { code: 'RESET_LINK_EXPIRED', message: 'Attenzione! Il link è scaduto, rifare la procedura di ripristino password!', field: ['input', 'data'] },
    ]);
    await loggedIn('CL001');
  });

  it('a mailed link sets the new password once and ends the sessions opened with the old one', async () => {
    const before = await loggedIn('CL002');
    const client = new ShopClient(stack.baseUrl);
    await client.gql(RECOVER, { email: 'anna.esposito@example.it' });
    const data = (await lastResetLink(stack.upstreamUrl, 'anna.esposito@example.it')).split('/').pop()!;
    const short = await client.gql<{ passwordReset: Payload }>(RESET, { input: { data, password: 'corta', confirmation: 'corta' } });
    expect(short.data?.passwordReset.userErrors[0]?.message).toBe('Scegliere una password con più di 8 caratteri alfanumerici');
    const ok = await client.gql<{ passwordReset: Payload }>(RESET, { input: { data, password: 'ripristinata1', confirmation: 'ripristinata1' } });
    expect(ok.data?.passwordReset).toEqual({ message: 'Password reimpostata correttamente', userErrors: [] });
    const again = await client.gql<{ passwordReset: Payload }>(RESET, { input: { data, password: 'altraancora1', confirmation: 'altraancora1' } });
    expect(again.data?.passwordReset.userErrors[0]?.code).toBe('RESET_LINK_EXPIRED');
    await loggedIn('CL002', 'ripristinata1');
    expect((await before.gql(ACCOUNT)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('registration', () => {
  it('is FORBIDDEN on company 2', async () => {
    const client = new ShopClient(stack.baseUrl, 2);
    const res = await client.gql(REGISTER, { input: registration });
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await client.gql('{ registrationLocalities(search: "Nap") { name } }')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await mailsTo(stack.upstreamUrl, registration.email)).toEqual([]);
  });

  it('checks the VAT number and the PEC/SDI rule, then sends the request with the locality of the ERP', async () => {
    const client = new ShopClient(stack.baseUrl);
    const localities = await client.gql<{ registrationLocalities: { name: string; province: string; postcode: string }[] }>('{ registrationLocalities(search: "sal") { name province postcode } }');
    expect(localities.data?.registrationLocalities).toContainEqual({ name: 'Salerno', province: 'SA', postcode: '84122' });
    const bad = await client.gql<{ registrationSubmit: Payload }>(REGISTER, { input: { ...registration, vatNumber: '00743110158', recipientCode: '' } });
    expect(bad.data?.registrationSubmit.userErrors.map((e) => [e.field?.[1], e.code])).toEqual([
      ['vatNumber', 'INVALID_VAT_NUMBER'],
      ['pecEmail', 'PEC_OR_RECIPIENT_REQUIRED'],
      ['recipientCode', 'PEC_OR_RECIPIENT_REQUIRED'],
    ]);
    const nowhere = await client.gql<{ registrationSubmit: Payload }>(REGISTER, { input: { ...registration, legalLocality: { name: 'Atlantide', postcode: '00000' } } });
    expect(nowhere.data?.registrationSubmit.userErrors).toEqual([{ code: 'LOCALITY_REQUIRED', message: 'Inserire la località', field: ['input', 'legalLocality'] }]);
    const ok = await client.gql<{ registrationSubmit: Payload }>(REGISTER, { input: registration });
    expect(ok.data?.registrationSubmit).toEqual({ message: 'Modulo di Registrazione Inviato... a Breve ti invieremo una mail', userErrors: [] });
    expect((await mailsTo(stack.upstreamUrl, registration.email))[0]?.subject).toBe('Richiesta di registrazione ricevuta');
  });
});

describe('contact form', () => {
  const message = { name: 'Ada', email: 'ada@example.it', subject: 'Listino 2027', message: 'Vorrei ricevere il listino.' };
  const companyMail = 'ufficio.commerciale@azienda1.example';

  it('asks for every field, drops a bot quietly, delivers a message to the company', async () => {
    const client = new ShopClient(stack.baseUrl);
    const empty = await client.gql<{ contactMessageSend: Payload }>(CONTACT, { input: { name: '', email: '', subject: 'x', message: '' } });
    expect(empty.data?.contactMessageSend.userErrors.map((e) => [e.field?.[1], e.message])).toEqual([
      ['name', 'Attenzione, campi obbligatori non inseriti'],
      ['email', 'Attenzione, campi obbligatori non inseriti'],
      ['message', 'Attenzione, campi obbligatori non inseriti'],
    ]);
    const bot = await client.gql<{ contactMessageSend: Payload }>(CONTACT, { input: { ...message, subject: 'Offerta SEO', homepage: 'http://spam.example' } });
    expect(bot.data?.contactMessageSend).toEqual({ message: 'Messaggio Inviato Correttamente', userErrors: [] });
    const ok = await client.gql<{ contactMessageSend: Payload }>(CONTACT, { input: message });
    expect(ok.data?.contactMessageSend).toEqual({ message: 'Messaggio Inviato Correttamente', userErrors: [] });
    const subjects = (await mailsTo(stack.upstreamUrl, companyMail)).map((m) => m.subject);
    expect(subjects).toContain('Messaggio dal sito: Listino 2027');
    expect(subjects).not.toContain('Messaggio dal sito: Offerta SEO');
  });
});
