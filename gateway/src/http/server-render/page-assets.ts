/** The part of Vite's build manifest (build.manifest) a rendered page's head is made from. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface PageAssets {
  /** The entry module (index.html's module script). */
  entry: string;
  /** Every stylesheet the first screen needs, in cascade order: index.html's, then the page's. */
  stylesheets: string[];
  /** The scripts the page runs first: index.html's modulepreloads, then the page's chunks. */
  modulepreloads: string[];
}

/** The chunk and every chunk it imports statically, each once, in manifest keys. */
function staticClosure(manifest: Manifest, key: string, seen: Set<string>): void {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) return;
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
}

const attributeValues = (template: string, pattern: RegExp) => [...template.matchAll(pattern)].map((m) => m[1] ?? '');

/**
 * The assets of a page rendered on the server, read from index.html (the entry, its preloads and
 * stylesheet) and from the manifest: the stylesheets of the lazily loaded modules the first screen
 * shows (`shown`: the page and, for example, the footer) and the page's own chunks (`page`).
 * Module keys are source paths as in the manifest ('src/features/…/Page.tsx'). Null when index.html
 * has no module entry.
 */
export function pageAssets(manifest: Manifest, shown: readonly string[], page: string, template: string): PageAssets | null {
  const entry = attributeValues(template, /<script type="module"[^>]*\ssrc="([^"]+)"/g)[0];
  if (!entry) return null;
  const stylesheets = new Set(attributeValues(template, /<link rel="stylesheet"[^>]*\shref="([^"]+)"/g));
  const modulepreloads = new Set(attributeValues(template, /<link rel="modulepreload"[^>]*\shref="([^"]+)"/g));

  const shownChunks = new Set<string>();
  for (const key of shown) staticClosure(manifest, key, shownChunks);
  for (const key of shownChunks) for (const css of manifest[key]?.css ?? []) stylesheets.add(`/${css}`);
  const pageChunks = new Set<string>();
  staticClosure(manifest, page, pageChunks);
  for (const key of pageChunks) {
    const file = manifest[key]?.file;
    if (file?.endsWith('.js') && `/${file}` !== entry) modulepreloads.add(`/${file}`);
  }
  return { entry, stylesheets: [...stylesheets], modulepreloads: [...modulepreloads] };
}
