import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { noChunkCycles } from './build/chunk-cycles.ts';
import { chunkGroups } from './build/chunk-groups.ts';
import { flagImages } from './build/flag-images.ts';
import { inlineStart } from './build/inline-start.ts';
import { installableApp } from './build/installable-app.ts';
import { localeCatalogs } from './build/locale-catalogs.ts';
import { worldShapes } from './build/world-shapes.ts';

// The API server runs on :3000 in development; the SPA proxies to it so cookies stay same-origin.
const apiProxy = {
  '/api': 'http://127.0.0.1:3000',
  '/healthz': 'http://127.0.0.1:3000',
};

// react-router 7 points every export at its development build, warnings and checks included
// (remix-run/react-router#14102): the production build takes its production files.
const require = createRequire(import.meta.url);
const reactRouterProduction = (file: string) =>
  join(dirname(require.resolve('react-router/package.json')), 'dist/production', file);
const productionAliases = [
  { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
];

// Zod, set jitless before any schema is built (src/lib/zod-jitless.ts says why), in both builds.
const zodJitless = [
  { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) },
  {
    find: /^zod\/mini$/,
    replacement: fileURLToPath(new URL('./src/lib/zod-mini-jitless.ts', import.meta.url)),
  },
];

export default defineConfig(({ command }) => ({
  resolve: { alias: command === 'build' ? [...productionAliases, ...zodJitless] : zodJitless },
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    localeCatalogs(),
    worldShapes(),
    flagImages(),
    inlineStart(),
    noChunkCycles(),
    VitePWA(installableApp),
  ],
  // The tests' pseudo-language, only in a build that asks for it (the e2e build; docs/testing.md).
  define: { __PSEUDO_LOCALE__: JSON.stringify(process.env.REELATLAS_PSEUDO_LOCALE === '1') },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Lets `vite build` print gzipped sizes for the first-load budget (docs/performance.md#bars).
    reportCompressedSize: true,
    // Which modules share a file (build/chunk-groups.ts says why).
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
}));
