import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const gateway = 'http://localhost:8080';
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

// The gateway serves the built files; in development Vite proxies everything dynamic to it so
// that the session cookie and the Host-based tenant work the same way as in production.
export default defineConfig({
  root: here('.'),
  plugins: [react()],
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
    rollupOptions: {
      input: { main: here('index.html'), graphiql: here('graphiql.html') },
    },
  },
});
