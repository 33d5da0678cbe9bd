import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopClient } from '../support/graphql-client.ts';
import { mailsTo } from '../support/outbox.ts';
import { startStack, type Stack } from '../support/stack.ts';

// The smaller edges seen against the landed shop, each replayed against the real stack.
let stack: Stack;
let behindProxy: Stack;
beforeAll(async () => {
  process.env.PEGASO_DEV_OUTBOX = '1';
  stack = await startStack({ productsPerCompany: 10 });
  // A gateway behind a TLS-terminating proxy on loopback.
  behindProxy = await startStack({ reuseUpstream: stack, env: { TRUSTED_PROXIES: '127.0.0.1' } });
}, 180_000);
afterAll(async () => {
  await behindProxy?.close();
  await stack?.close();
});

/** A PNG's first bytes (signature and IHDR): enough for content sniffing. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex').toString('base64');
const USER_ERRORS = 'userErrors { field code message }';
type Saved = { bannerSave: { banner: { slides: { image: { file: string; url: string } | null; link: string }[] } | null; userErrors: { code: string }[] } };
const SAVE_BANNER = `mutation($i: BannerSaveInput!) { bannerSave(input: $i) { banner { slides { image { file url } link } } ${USER_ERRORS} } }`;

async function admin(): Promise<ShopClient> {
  const client = new ShopClient(stack.baseUrl);
  await client.login('CL900');
  return client;
}

describe('banner pictures and links', () => {
  it("names an uploaded picture by the shop's media path, never the ERP's address, and saves a banner with it", async () => {
    const client = await admin();
    const upload = await client.gql<{ adminImageUpload: { image: { file: string; url: string } } }>(
      `mutation($i: AdminImageUploadInput!) { adminImageUpload(input: $i) { image { file url } ${USER_ERRORS} } }`,
      { i: { fileName: 'a.png', contentBase64: PNG } },
    );
    const image = upload.data?.adminImageUpload.image;
    expect(image?.file).toMatch(/^\/media\/cloud\/\d+\.png$/);
    expect(image?.url).toBe(image?.file);
    const saved = await client.gql<Saved>(SAVE_BANNER, { i: { type: 'CAROUSEL', name: 'Saldi', slides: [{ image: image?.file, title: 'Saldi', link: '/shop-grid-full-width' }] } });
    expect(saved.data?.bannerSave.userErrors).toEqual([]);
    expect(saved.data?.bannerSave.banner?.slides[0]?.image).toEqual(image);
    const served = await fetch(`${stack.baseUrl}${image?.url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(JSON.stringify(await client.gql('{ banners { slides { image { file url } headImage { file url } } } }'))).not.toMatch(/127\.0\.0\.1|pegasoCloud/);
  });

  it('refuses a link that browsers open on another site', async () => {
    const client = await admin();
    const slide = { image: 'pegasoCloud/files/1.png', title: 'Saldi', link: '/\\evil.example' };
    const banner = await client.gql<Saved>(SAVE_BANNER, { i: { type: 'CAROUSEL', name: 'Saldi', slides: [slide] } });
    expect(banner.data?.bannerSave.userErrors.map((e) => e.code)).toEqual(['BANNER_SLIDE_INVALID']);
    const home = await client.gql<{ homePageSave: { userErrors: { code: string }[] } }>(
      `mutation($i: HomePageSaveInput!) { homePageSave(input: $i) { ${USER_ERRORS} } }`,
      { i: { forVisitors: true, blocks: [{ rows: 1, cols: 1, cells: [{ type: 'BUTTON', width: 0, content: 'Vai', link: '/\\evil.example' }] }] } },
    );
    expect(home.data?.homePageSave.userErrors.map((e) => e.code)).toEqual(['HOMEPAGE_CELL_INVALID']);
  });
});

describe('requests of the wrong kind', () => {
  it('answers a photo of a type that is not a picture with 415', async () => {
    const client = new ShopClient(stack.baseUrl);
    await client.login('CL001');
    const res = await fetch(`${stack.baseUrl}/account/photo`, {
      method: 'POST',
      headers: { 'content-type': 'text/html', cookie: client.sessionCookie },
      body: '<p>ciao</p>',
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      message: null,
      photoUrl: null,
      userErrors: [{ field: ['photo'], code: 'INVALID_PHOTO', message: 'Scegliere una foto JPEG, PNG o WebP' }],
    });
  });

  it("keeps a contact subject on one line in the ERP's mail", async () => {
    const res = await new ShopClient(stack.baseUrl).gql<{ contactMessageSend: { message: string } }>(
      'mutation($i: ContactMessageInput!) { contactMessageSend(input: $i) { message } }',
      { i: { name: 'Mario\r\nX-Evil: 1', email: 'mario@example.it', subject: 'Listino\r\nBcc: tutti@evil.example', message: 'Riga uno\r\nRiga due' } },
    );
    expect(res.data?.contactMessageSend.message).toBe('Messaggio Inviato Correttamente');
    const [mail] = await mailsTo(stack.upstreamUrl, 'ufficio.commerciale@azienda1.example');
    expect(mail?.subject).toBe('Messaggio dal sito: Listino Bcc: tutti@evil.example');
    expect(mail?.body).toContain('Da: Mario X-Evil: 1 <mario@example.it>');
    // The message is the mail's body: its lines stay.
    expect(mail?.body).toContain('Riga uno\r\nRiga due');
  });
});

describe('Strict-Transport-Security', () => {
  const hsts = async (base: string, headers: Record<string, string> = {}) =>
    (await fetch(`${base}/graphql?query=${encodeURIComponent('{ ping }')}`, { headers })).headers.get('strict-transport-security');

  it('is sent only over HTTPS: never over plain HTTP, and not for a forwarded protocol from an untrusted address', async () => {
    expect(await hsts(stack.baseUrl)).toBeNull();
    expect(await hsts(stack.baseUrl, { 'x-forwarded-proto': 'https' })).toBeNull();
    expect(await hsts(behindProxy.baseUrl)).toBeNull();
  });

  it('is sent when a trusted proxy says the request came over HTTPS', async () => {
    expect(await hsts(behindProxy.baseUrl, { 'x-forwarded-proto': 'https' })).toBe('max-age=31536000; includeSubDomains');
  });
});
