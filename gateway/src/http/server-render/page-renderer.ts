import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { inProcessGraphql } from './in-process-graphql.ts';
import { pageAssets, type Manifest } from './page-assets.ts';
import { pageDocument } from './page-document.ts';
import type { RenderedRoute } from './rendered-routes.ts';

/** The server bundle's export (web/src/entry-server.tsx). */
interface ServerEntry {
  renderPage(url: string, transport: typeof fetch, signal?: AbortSignal): Promise<{ html: string; data: unknown }>;
}

/**
 * Past this the visitor gets index.html and the browser renders the page as before: a slow
 * upstream must not hold the first byte longer than the browser's own rendering would take.
 */
const RENDER_BUDGET_MS = 3000;

export interface RenderedPage {
  html: string;
  setCookies: string[];
}

export interface PageRenderer {
  /** The page at `request.url` rendered with its data, or null when the browser must render it. */
  render(request: FastifyRequest, route: RenderedRoute, template: string): Promise<RenderedPage | null>;
}

/**
 * Loads the server bundle the web build writes to <dist>/ssr (vite.config.ts). Without it (a
 * build before server rendering, or a test's stub client) every page is rendered by the browser.
 */
export async function loadPageRenderer(app: FastifyInstance, distDir: string, log: FastifyBaseLogger): Promise<PageRenderer | null> {
  const entryFile = resolve(distDir, 'ssr', 'entry-server.js');
  const manifestFile = resolve(distDir, '.vite', 'manifest.json');
  if (!existsSync(entryFile) || !existsSync(manifestFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  // The build's stylesheets are few and small (tens of KB): read once, inlined in every page.
  const stylesheets = new Map<string, string>();
  const stylesheet = (href: string) => {
    let text = stylesheets.get(href);
    if (text === undefined) {
      const file = resolve(distDir, `.${href}`);
      text = file.startsWith(distDir) && existsSync(file) ? readFileSync(file, 'utf8') : '';
      stylesheets.set(href, text);
    }
    return text;
  };

  // A route's assets depend only on the build: worked out on its first rendering, kept after.
  const assetsOf = new Map<RenderedRoute, ReturnType<typeof pageAssets>>();
  const routeAssets = (route: RenderedRoute, template: string) => {
    if (!assetsOf.has(route)) assetsOf.set(route, pageAssets(manifest, route.shown, route.page, template));
    return assetsOf.get(route) ?? null;
  };

  return {
    async render(request, route, template) {
      const graphql = inProcessGraphql(app, request);
      try {
        const rendered = await entry.renderPage(request.url, graphql.fetch, AbortSignal.timeout(RENDER_BUDGET_MS));
        const assets = routeAssets(route, template);
        const html = assets && pageDocument(template, { ...rendered, assets, stylesheet });
        return html === null ? null : { html, setCookies: graphql.setCookies() };
      } catch (error) {
        log.warn({ err: error, url: request.url }, 'page not rendered on the server: the browser renders it');
        return null;
      }
    },
  };
}
