import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { startStack, type Stack } from '../support/stack.ts';

// The status of an HTML request: 200 for the client's pages (the list it shares with the
// gateway), 404 with the app's 404 page for anything else, so that crawlers and monitors see it.
let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ productsPerCompany: 12 });
});

afterAll(async () => {
  await stack?.close();
});

const html = async (path: string, accept = 'text/html,application/xhtml+xml') => {
  const res = await request(`${stack.baseUrl}${path}`, { headers: { accept } });
  return { status: res.statusCode, type: String(res.headers['content-type']), body: await res.body.text() };
};

describe('HTML status of addresses', () => {
  it.each([
    '/',
    '/shop-grid-full-width',
    '/shop-grid-full-width/felpe?page=2',
    '/product/1',
    '/privacy-policy',
    '/condizioni-vendita',
    '/CatalogFlip/2',
    '/cart',
  ])('answers 200 with the app for the page %s', async (path) => {
    const res = await html(path);
    expect(res.status).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });

  it.each(['/questa/pagina/non-esiste', '/product', '/product/1/extra', '/not-found', '/wp-admin'])(
    'answers 404 with the app (its 404 page) for %s',
    async (path) => {
      const res = await html(path);
      expect(res.status).toBe(404);
      expect(res.type).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('keeps the JSON 404 for a missing asset and for API paths', async () => {
    const asset = await html('/assets/missing-0000.js', '*/*');
    expect(asset.status).toBe(404);
    expect(asset.body).not.toContain('<div id="root">');
    const media = await html('/media/nothing/here', 'application/json');
    expect(media.status).toBe(404);
  });
});
