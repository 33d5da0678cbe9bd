import { describe, expect, it } from 'vitest';
import { pageDocument, scriptSafeJson, START_SCRIPT } from './page-document.ts';

const template = `<!doctype html><html><head><title>Ordini B2B</title>
    <script type="module" crossorigin src="/assets/main-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/main-1.css">
  </head><body>
    <div id="root"><div class="app-splash" role="status"><p>Caricamento...</p></div><!--/splash--></div>
  </body></html>`;

const css: Record<string, string> = { '/assets/main-1.css': 'body{margin:0}', '/assets/Listing-1.css': '.a::after{content:"</style>"}' };
const parts = {
  html: '<main><h1>Acquista</h1></main>',
  data: { 123: { data: '{"name":"Felpa </script><script>alert(1)</script>"}' } },
  assets: { entry: '/assets/main-1.js', stylesheets: ['/assets/main-1.css', '/assets/Listing-1.css'], modulepreloads: ['/assets/react-1.js', '/assets/Listing-1.js'] },
  stylesheet: (href: string) => css[href] ?? '',
};

describe('scriptSafeJson', () => {
  it.each([
    ['a closing script tag', '</script><script>alert(1)</script>'],
    ['an HTML comment', '<!-- x -->'],
    ['line and paragraph separators', 'a\u2028b\u2029c'],
    ['plain text', 'Felpa "Basic" 100% cotone'],
  ])('keeps %s inert and reads back the same value', (_name, text) => {
    const json = scriptSafeJson({ text });
    expect(json).not.toContain('<');
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ text });
  });
});

describe('pageDocument', () => {
  const page = pageDocument(template, parts) ?? '';

  it('puts the page in #root in place of the splash', () => {
    expect(page).toContain('<div id="root"><main><h1>Acquista</h1></main></div>');
    expect(page).not.toContain('Caricamento...');
  });

  it('inlines the stylesheets in order, none able to close its element', () => {
    expect(page).toContain('<style data-href="/assets/main-1.css">body{margin:0}</style><style data-href="/assets/Listing-1.css">.a::after{content:"<\\/style>"}</style>');
    expect(page).not.toContain('rel="stylesheet"');
  });

  it('starts the scripts after load instead of in the head', () => {
    expect(page).not.toContain('type="module"');
    expect(page).not.toContain('rel="modulepreload"');
    expect(page).toContain(`<script defer src="${START_SCRIPT}" data-entry="/assets/main-1.js" data-preload="/assets/react-1.js /assets/Listing-1.js"></script></head>`);
  });

  it('writes the replies as inert JSON beside the page', () => {
    const json = /<script type="application\/json" id="ssr-data">(.*?)<\/script>/.exec(page)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual(parts.data);
    expect(page.match(/<script/g)).toHaveLength(2);
  });

  it('gives nothing for a template without the splash mark', () => {
    expect(pageDocument(template.replace('<!--/splash-->', ''), parts)).toBeNull();
  });
});
