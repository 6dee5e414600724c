import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The gateway serves the built app at / with an SPA fallback, so assets use an absolute base.
export default defineConfig({
  base: '/',
  plugins: [react()],
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
