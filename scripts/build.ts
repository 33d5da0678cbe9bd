import { readFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { build, type Plugin } from 'esbuild';

// Production runs JavaScript: each process's entry is bundled with esbuild into one ES module
// (npm packages stay external and are loaded from node_modules), with a source map so that
// stack traces name the TypeScript lines (node --enable-source-maps).
const root = resolve(import.meta.dirname, '..');

export const entries = [
  { in: 'gateway/src/server.ts', out: 'gateway/dist/server.js' },
  { in: 'pegaso/src/server.ts', out: 'pegaso/dist/server.js' },
  { in: 'scripts/start.ts', out: 'dist/start.js' },
] as const;

/**
 * Modules find files beside them (schema/, web/dist, .data) from `import.meta.url`; in a bundle
 * that would be the bundle's own place. Each module's `import.meta.url` and `.dirname` are
 * rewritten to its source file's place, computed at run time from the bundle's, so the bundle
 * finds the same files as the source at any install path.
 */
function sourceLocation(outFile: string): Plugin {
  return {
    name: 'source-location',
    setup(b) {
      b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        const text = await readFile(args.path, 'utf8');
        if (!text.includes('import.meta.')) return { contents: text, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
        const fromBundle = relative(dirname(resolve(root, outFile)), args.path).split('\\').join('/');
        const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
        const contents = text
          .replace(/import\.meta\.(url|dirname)/g, (_m, key: string) => (key === 'url' ? url : `__sourceDirname(${url})`))
          .concat('\nfunction __sourceDirname(u: string): string { return decodeURIComponent(new URL(".", u).pathname).replace(/\\/$/, ""); }\n');
        return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

/**
 * npm packages stay outside the bundles and load from node_modules; the project's own workspace
 * packages (`@shop/*`, shipped as TypeScript source) are bundled like the rest of its code.
 */
const npmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      const own = args.path.startsWith('.') || args.path.startsWith('/') || args.path.startsWith('@shop/');
      return own ? undefined : { path: args.path, external: true };
    });
  },
};

export async function buildAll(): Promise<void> {
  for (const e of entries) {
    await build({
      entryPoints: [resolve(root, e.in)],
      outfile: resolve(root, e.out),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      plugins: [sourceLocation(e.out), npmPackagesExternal],
      sourcemap: true,
      logLevel: 'warning',
    });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  await buildAll();
  console.log(`built ${entries.map((e) => e.out).join(', ')}`);
}
