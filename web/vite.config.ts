import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { splitGraphqlDocuments } from './build/split-graphql-documents';
import { reactRouterPure } from './build/react-router-pure';

const gateway = 'http://localhost:8080';
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every hashed text asset, at the highest
 * levels: the gateway sends them as they are (Content-Encoding), so no request pays for it.
 */
function precompress(): Plugin {
  return {
    name: 'shop-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? here('dist');
      for (const fileName of Object.keys(bundle)) {
        if (!/^assets\/.+\.(js|css|svg|json|txt)$/.test(fileName)) continue;
        const path = join(dir, fileName);
        const content = readFileSync(path);
        if (content.length < 1024) continue;
        writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * After the browser's build, the same pages built for the server (src/entry-server.tsx) into
 * <outDir>/ssr: the gateway renders the listing and the product page with it. Everything is
 * bundled in, so a build anywhere runs without node_modules beside it; the gateway never
 * serves that folder.
 */
function serverBundle(): Plugin {
  let outDir = here('dist');
  return {
    name: 'shop-server-bundle',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      await build({
        configFile: false,
        root: here('.'),
        logLevel: 'warn',
        plugins: [splitGraphqlDocuments(here('src/gql/graphql.ts')), react()],
        resolve: { alias: [reactRouterProduction] },
        ssr: { noExternal: true, target: 'node' },
        // React, graphcache and the rest bundled in their production builds, as in the browser.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          ssr: here('src/entry-server.tsx'),
          outDir: join(outDir, 'ssr'),
          emptyOutDir: true,
          copyPublicDir: false,
          rollupOptions: { output: { entryFileNames: 'entry-server.js', codeSplitting: false } },
        },
      });
    },
  };
}

/**
 * React Router's production build. Its package.json sends every bundler to the development build
 * (remix-run/react-router#12532, #14753), whose warnings and checks the shop's pages then carry
 * (0.4 KB gzipped of the listing's first load); the production build has the same exports. Used
 * by the browser's and the server's builds; `vite` in development keeps the warnings.
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production/index.mjs'),
};

/** The modules of the 'shell-common' chunk (see below). */
const shellCommon = new RegExp(
  [
    'components/icons\\.tsx', 'components/price/PriceText\\.tsx', 'components/price/Price\\.module\\.css',
    'components/ProductImage\\.(tsx|module\\.css)', 'lib/graphql-errors\\.ts', 'lib/notify\\.ts',
    'lib/use-page-title\\.ts', 'lib/app-start/shell-context\\.ts', 'i18n/it(-buying)?\\.ts',
    'components/ShopLink\\.tsx', 'lib/plain-click\\.ts',
  ].map((path) => `/src/${path}$`).join('|'),
);

/**
 * The installable app and its service worker (src/sw/service-worker.ts, issue 29): the shell's
 * files precached so that an agent's shop opens with no network. GraphiQL is not part of it.
 */
function offlineShell() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'service-worker.ts',
    // Registered by the page itself once loaded (features/offline/register-service-worker.ts).
    injectRegister: false,
    manifest: {
      name: 'Ordini B2B',
      short_name: 'Ordini B2B',
      lang: 'it',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#1f3a5f',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      globPatterns: ['index.html', 'assets/*.{js,css,svg,png,woff2}', '*.{svg,png,js}'],
      globIgnores: ['**/graphiql*', 'ssr/**'],
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    },
  });
}

// The gateway serves the built files; in development Vite proxies everything dynamic to it so
// that the session cookie and the Host-based tenant work the same way as in production.
export default defineConfig(({ command }) => ({
  root: here('.'),
  resolve: { alias: command === 'build' ? [reactRouterProduction] : [] },
  plugins: [
    reactRouterPure(),
    splitGraphqlDocuments(here('src/gql/graphql.ts')),
    react(),
    precompress(),
    serverBundle(),
    offlineShell(),
  ],
  // The offline answers' worker (features/offline/offline-answers.worker.ts) as a module, like the page's code.
  worker: { format: 'es' },
  server: {
    proxy: {
      '/graphql': { target: gateway, changeOrigin: false },
      '/media': { target: gateway, changeOrigin: false },
      '/healthz': { target: gateway, changeOrigin: false },
      '/graphiql': { target: gateway, changeOrigin: false },
    },
  },
  build: {
    outDir: here('dist'),
    emptyOutDir: true,
    // GraphiQL is a separate page for integrators; its size never reaches the shop's pages.
    chunkSizeWarningLimit: 1000,
    // Lists each entry's and page's chunks: bench/first-load.ts adds up what a page loads first.
    manifest: true,
    // Every browser the shop supports knows <link rel="modulepreload">; one without it only
    // loads the chunks a moment later. The polyfill would run before every first paint.
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: { main: here('index.html'), graphiql: here('graphiql.html') },
      output: {
        codeSplitting: {
          // The small modules that the shell and the pages share, in one chunk instead of eleven:
          // each chunk of its own cost a request and its compression's overhead on every first
          // load. Their dependencies (React, the texts' catalogue) stay where rolldown puts them;
          // with them the group would pull React in.
          groups: [{ name: 'shell-common', includeDependenciesRecursively: false, test: shellCommon }],
        },
      },
    },
  },
}));
