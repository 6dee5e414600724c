import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './vite/precompress.ts';
import { portalPwa } from './vite/pwa.ts';
import { routeDocuments } from './vite/route-documents.ts';

// The contracts package builds to CommonJS for the services; the web compiles its decorator-free
// entries from source instead (tsconfig.json `paths` says the same to the type checker).
const contracts = (entry: string) =>
  decodeURIComponent(new URL(`../packages/contracts/src/${entry}/index.ts`, import.meta.url).pathname);

// The gateway serves the built app at / with an SPA fallback, so assets use an absolute base.
export default defineConfig({
  base: '/',
  plugins: [
    react(),
    // The pages a first visit lands on, preloaded with the entry (the gateway serves routes/<name>.html).
    routeDocuments({
      '/': 'src/features/public/LandingPage.tsx',
      '/login': 'src/features/auth/LoginPage.tsx',
      '/register': 'src/features/register/RegisterPage.tsx',
    }),
    // The web app manifest, its icons and the service worker (sw.js) that keeps the app shell for offline use.
    ...portalPwa(),
    // Brotli and gzip copies beside each text file, which the gateway sends as they are.
    precompress(),
  ],
  resolve: {
    alias: {
      '@portal/contracts/shapes': contracts('shapes'),
      '@portal/contracts/rules': contracts('rules'),
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:8080', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
  },
});
