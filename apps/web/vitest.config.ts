import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { flagImages } from './build/flag-images.ts';
import { localeCatalogs } from './build/locale-catalogs.ts';
import { worldShapes } from './build/world-shapes.ts';

export default defineConfig({
  // Resolve `include` relative to apps/web even when run from the repo root.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), localeCatalogs(), worldShapes(), flagImages()],
  define: { __PSEUDO_LOCALE__: 'false' },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    restoreMocks: true,
    // Tests read the theme's colours from index.css (`?raw`); other CSS stays empty in jsdom.
    css: { include: [/src\/index\.css/] },
    // jsdom renders are slow on a busy 2-core machine; 5 s (the default) failed under load.
    testTimeout: 15_000,
  },
});
