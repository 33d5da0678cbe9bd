import type { PageAssets } from './page-assets.ts';

/** Where index.html's splash sits inside #root (web/index.html): replaced by the rendered page. */
const ROOT_CONTENT = /<div id="root">[\s\S]*?<!--\/splash--><\/div>/;
/** index.html's own script and asset links: a rendered page loads them its own way. */
const TEMPLATE_ASSETS = /\s*<(script type="module"[^>]*><\/script|link rel="(modulepreload|stylesheet)"[^>]*)>/g;

/** The classic script that starts the shop's code once the page has loaded (web/public). */
export const START_SCRIPT = '/start-after-load.js';

export interface PageParts {
  /** The rendered inner HTML of #root. */
  html: string;
  /** The replies the page was rendered from (urql's SSRData). */
  data: unknown;
  assets: PageAssets;
  /** The text of a stylesheet of the build, by its address. */
  stylesheet(href: string): string;
}

/**
 * JSON that can sit inside a <script> element: '<' is written as \u003c, so no product name or
 * description can close the element ('</script>') or open a comment; JSON.parse reads it back.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** A stylesheet's text inside <style>: nothing in it may close the element. */
const styleText = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/**
 * index.html made into the rendered page. The first paint needs nothing but this document: the
 * stylesheets are inlined (the CSP allows inline styles), the page is in #root and the replies it
 * was made from sit beside it in a JSON script (the CSP allows no inline script, and none runs).
 * The shop's scripts are started by START_SCRIPT after the page has loaded, and hydrate it.
 * Null when the template has no splash to replace: the caller sends index.html as it is.
 */
export function pageDocument(template: string, parts: PageParts): string | null {
  if (!ROOT_CONTENT.test(template) || !template.includes('</head>')) return null;
  const { entry, stylesheets, modulepreloads } = parts.assets;
  const styles = stylesheets.map((href) => `<style data-href="${attribute(href)}">${styleText(parts.stylesheet(href))}</style>`).join('');
  const start = `<script defer src="${START_SCRIPT}" data-entry="${attribute(entry)}" data-preload="${attribute(modulepreloads.join(' '))}"></script>`;
  const root = `<div id="root">${parts.html}</div><script type="application/json" id="ssr-data">${scriptSafeJson(parts.data)}</script>`;
  return template
    .replace(TEMPLATE_ASSETS, '')
    .replace('</head>', () => `${styles}${start}</head>`)
    .replace(ROOT_CONTENT, () => root);
}
