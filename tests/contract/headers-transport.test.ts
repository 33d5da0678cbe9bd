import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let behindProxy: Stack;
const webDist = process.env.WEB_DIST ?? 'web/dist';

beforeAll(async () => {
  stack = await startStack({ productsPerCompany: 30 });
  behindProxy = await startStack({ reuseUpstream: stack, env: { TRUSTED_PROXIES: '127.0.0.1' } });
});

afterAll(async () => {
  await behindProxy?.close();
  await stack?.close();
});

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await request(url, { headers });
  return { status: res.statusCode, headers: res.headers, body: Buffer.from(await res.body.arrayBuffer()) };
}

/** The main script of the built page, as index.html names it. */
const mainScript = () => /src="(\/assets\/[^"]+\.js)"/.exec(readFileSync(join(webDist, 'index.html'), 'utf8'))![1]!;

describe('HTML pages', () => {
  // The product page is rendered on the server for its visitor: no shared cache may keep it.
  it.each([
    ['/product/1', 'private, no-cache'],
    ['/cart', 'no-cache'],
  ])('%s carries a strict Content-Security-Policy and is revalidated', async (path, cacheControl) => {
    const res = await get(`${stack.baseUrl}${path}`, { accept: 'text/html' });
    expect(res.status).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    for (const directive of ["default-src 'self'", "img-src 'self' data:", "object-src 'none'", "frame-ancestors 'none'", "script-src 'self'", "base-uri 'self'"]) {
      expect(csp).toContain(directive);
    }
    expect(res.headers['cache-control']).toBe(cacheControl);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
  });

  it('rendered on the server, is compressed and varies with the cookie', async () => {
    const plain = await get(`${stack.baseUrl}/shop-grid-full-width`, { accept: 'text/html' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('data-testid="product-card"');
    const br = await get(`${stack.baseUrl}/shop-grid-full-width`, { accept: 'text/html', 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).length).toBeGreaterThan(br.body.length * 3);
    expect(String(br.headers.vary)).toMatch(/cookie/i);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('GraphiQL is served under the same policy', async () => {
    const res = await get(`${stack.baseUrl}/graphiql`);
    expect(res.status).toBe(200);
    expect(String(res.headers['content-security-policy'])).toContain("object-src 'none'");
  });
});

describe('hashed assets', () => {
  it.each([
    ['br', 'br', (b: Buffer) => brotliDecompressSync(b)],
    ['gzip', 'gzip', (b: Buffer) => gunzipSync(b)],
    ['br;q=0.5, gzip', 'gzip', (b: Buffer) => gunzipSync(b)],
  ])('are sent precompressed to a client accepting %s, cached for a year', async (accept, encoding, decode) => {
    const path = mainScript();
    const plain = readFileSync(join(webDist, path));
    const res = await get(`${stack.baseUrl}${path}`, { 'accept-encoding': accept });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(String(res.headers['content-type'])).toMatch(/javascript/);
    expect(res.body.length).toBeLessThan(plain.length / 2);
    expect(decode(res.body).equals(plain)).toBe(true);
  });

  it('are sent as they are to a client that accepts no encoding', async () => {
    const path = mainScript();
    const res = await get(`${stack.baseUrl}${path}`);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.equals(readFileSync(join(webDist, path)))).toBe(true);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('GraphQL replies', () => {
  async function post(query: string, acceptEncoding?: string) {
    const res = await request(`${stack.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      body: JSON.stringify({ query }),
    });
    return { headers: res.headers, body: Buffer.from(await res.body.arrayBuffer()) };
  }
  const listing = '{ products(pageSize: 30) { items { id sku name image { url alt } } facets { brands { value count } } } }';

  it('are compressed above 1 KB for a client that accepts it', async () => {
    const plain = await post(listing);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await post(listing, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    const gz = await post(listing, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).length).toBe(plain.body.length);
  });

  it('are sent as they are when small', async () => {
    const res = await post('{ ping }', 'gzip, br');
    expect(res.headers['content-encoding']).toBeUndefined();
    // Every reply says its cost (extensions.cost).
    expect(JSON.parse(res.body.toString())).toEqual({ data: { ping: true }, extensions: { cost: { requested: 1, limit: 50_000 } } });
  });
});

describe('the session cookie', () => {
  async function loginCookie(base: string, headers: Record<string, string> = {}) {
    const res = await request(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query: 'mutation { login(input: { username: "CL001", password: "CL001" }) { userErrors { code } } }' }),
    });
    await res.body.dump();
    return String(res.headers['set-cookie']);
  }

  it('is Secure when the request came over HTTPS through a trusted proxy', async () => {
    expect(await loginCookie(behindProxy.baseUrl, { 'x-forwarded-proto': 'https' })).toMatch(/;\s*Secure/i);
  });

  it('is not Secure over plain HTTP, nor when an untrusted client claims HTTPS', async () => {
    expect(await loginCookie(behindProxy.baseUrl)).not.toMatch(/;\s*Secure/i);
    expect(await loginCookie(stack.baseUrl, { 'x-forwarded-proto': 'https' })).not.toMatch(/;\s*Secure/i);
  });
});
