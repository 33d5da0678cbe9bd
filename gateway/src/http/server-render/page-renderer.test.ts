import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerWebClient } from '../web-client.ts';

// The gateway's side of server rendering, with a small build standing in for web/dist: its
// server bundle renders from the replies of the gateway's own /graphql (here a stub route), or
// fails, and the visitor must then get the plain app.
const template = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/main-1.js"></script>
<link rel="stylesheet" crossorigin href="/assets/main-1.css">
</head><body><div id="root"><div class="app-splash"><p>Caricamento...</p></div><!--/splash--></div></body></html>`;

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function build(entry: string): string {
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  dirs.push(dist);
  mkdirSync(join(dist, 'ssr'));
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), template);
  writeFileSync(join(dist, 'assets', 'main-1.css'), 'body{margin:0}');
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/main-1.js', css: ['assets/main-1.css'] } }));
  writeFileSync(join(dist, 'ssr', 'entry-server.js'), entry);
  return dist;
}

async function gateway(dist: string) {
  const app = Fastify({ logger: false });
  // The stand-in for the GraphQL route: echoes who asked, so the page shows what it was given.
  app.post('/graphql', async (request, reply) =>
    reply.header('set-cookie', 'shop_session=renewed; Path=/; HttpOnly').send({ data: { cookie: request.headers.cookie ?? null } }),
  );
  await registerWebClient(app, dist, false);
  return app;
}

const rendering = `export async function renderPage(url, transport) {
  const reply = await transport('/graphql', { method: 'POST', body: '{"query":"{ cookie }"}' });
  const { data } = await reply.json();
  return { html: '<main>' + url + ' for ' + data.cookie + '</main>', data: { 1: { data: JSON.stringify(data) } } };
}`;

describe('pages rendered on the server', () => {
  it('renders the listing and the product page with the visitor\'s cookie and passes the session cookie on', async () => {
    const app = await gateway(build(rendering));
    for (const url of ['/shop-grid-full-width?page=2', '/shop-grid-full-width/felpe', '/product/7']) {
      const res = await app.inject({ url, headers: { accept: 'text/html', cookie: 'shop_session=abc' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<div id="root"><main>${url} for shop_session=abc</main></div>`);
      expect(res.body).toContain('<style data-href="/assets/main-1.css">body{margin:0}</style>');
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers['set-cookie']).toBe('shop_session=renewed; Path=/; HttpOnly');
    }
    await app.close();
  });

  it('leaves every other page to the browser', async () => {
    const app = await gateway(build(rendering));
    const res = await app.inject({ url: '/cart', headers: { accept: 'text/html' } });
    expect(res.body).toBe(template);
    await app.close();
  });

  it('sends the plain app when the rendering fails', async () => {
    const app = await gateway(build('export async function renderPage() { throw new Error("boom"); }'));
    const res = await app.inject({ url: '/product/7', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(template);
    await app.close();
  });

  it('answers 404 to a client that does not take HTML, as for any page', async () => {
    const app = await gateway(build(rendering));
    const res = await app.inject({ url: '/product/7', headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(404);
    await app.close();
  });

  it('never serves the server bundle or the build manifest', async () => {
    const app = await gateway(build(rendering));
    for (const url of ['/ssr/entry-server.js', '/.vite/manifest.json']) {
      expect((await app.inject({ url })).statusCode).toBe(404);
    }
    expect((await app.inject({ url: '/assets/main-1.css' })).statusCode).toBe(200);
    await app.close();
  });
});
