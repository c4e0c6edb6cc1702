import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { inlineStart } from './build/inline-start.ts';

// The API server runs on :3000 in development; the SPA proxies to it so cookies stay same-origin.
const apiProxy = {
  '/api': 'http://127.0.0.1:3000',
  '/healthz': 'http://127.0.0.1:3000',
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), inlineStart()],
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Lets `vite build` print gzipped sizes for the first-load budget (DESIGN §9).
    reportCompressedSize: true,
  },
});
