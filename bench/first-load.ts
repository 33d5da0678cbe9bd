/**
 * First load of the listing: the JavaScript a browser fetches before the listing can render, from
 * a build that already exists (`npm run build:web`, or WEB_DIST for another output folder). It
 * reads index.html (the entry script and its modulepreloads) and Vite's manifest (the listing
 * page's chunk and the chunks it imports statically) and prints each file's gzip size beside the
 * target. `npm run bench:first-load`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TARGET_KB = 120;
const LISTING_PAGE = 'src/features/catalogue/ShopListingPage.tsx';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const dist = resolve(process.env.WEB_DIST ?? fileURLToPath(new URL('../web/dist', import.meta.url)));
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`no Vite manifest in ${dist}: build the client first (npm run build:web)`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
const html = readFileSync(join(dist, 'index.html'), 'utf8');

/** The chunk and every chunk it imports statically (what the browser must have to run it). */
function withStaticImports(key: string, into: Map<string, string>): void {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest`);
  if (into.has(chunk.file)) return;
  into.set(chunk.file, chunk.src ?? key);
  for (const imported of chunk.imports ?? []) withStaticImports(imported, into);
}

const files = new Map<string, string>();
const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry && k.endsWith('index.html'));
if (!entryKey) throw new Error('index.html is not an entry of the manifest');
withStaticImports(entryKey, files);
// What index.html itself asks for (entry and modulepreloads) is loaded first as well.
for (const [, src] of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/(assets\/[^"]+\.js)"/g)) {
  if (src && !files.has(src)) files.set(src, '(index.html)');
}
withStaticImports(LISTING_PAGE, files);

const rows = [...files].map(([file, source]) => {
  const content = readFileSync(join(dist, file));
  return {
    file,
    source,
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
});
rows.sort((a, b) => b.gzip - a.gzip);
const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));
console.table(
  rows.map((r) => ({
    file: r.file,
    source: r.source,
    'raw KB': kb(r.raw),
    'gzip KB': kb(r.gzip),
    'brotli KB': kb(r.brotli),
  })),
);
const total = (k: 'raw' | 'gzip' | 'brotli') => rows.reduce((sum, r) => sum + r[k], 0);
console.log(
  `listing first load: ${rows.length} JavaScript files, ${kb(total('raw'))} KB raw, ` +
    `${kb(total('gzip'))} KB gzip (target ≤ ${TARGET_KB} KB: ${kb(total('gzip')) <= TARGET_KB ? 'met' : 'not met'}), ` +
    `${kb(total('brotli'))} KB brotli`,
);
