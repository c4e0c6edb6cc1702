import { mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build as esbuild } from 'esbuild';
import type { FirstViews } from '../src/shell/first-view-slots.ts';
import { catalogModule, catalogName } from './locale-catalogs.ts';

const entry = fileURLToPath(new URL('../src/shell/first-views.tsx', import.meta.url));
// Inside the web app's folder, so Node finds React for the bundle from there.
const cacheDir = fileURLToPath(new URL('../node_modules/.cache/first-views/', import.meta.url));

/**
 * The first views, rendered by the app's components with react-dom/server: src/shell/first-views.tsx
 * is bundled for Node (React itself left to node_modules, so the components and react-dom/server
 * share it), run once, and removed.
 */
export async function renderFirstViews(): Promise<FirstViews> {
  mkdirSync(cacheDir, { recursive: true });
  const outfile = `${cacheDir}first-views-${process.pid}-${Date.now()}.mjs`;
  try {
    await esbuild({
      entryPoints: [entry],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      jsx: 'automatic',
      external: ['react', 'react/*', 'react-dom', 'react-dom/*'],
      logLevel: 'silent',
      // The texts' catalogs, as the app's build compiles them (the views are in English).
      plugins: [
        {
          name: 'locale-catalogs',
          setup(build) {
            build.onResolve({ filter: /^virtual:locale\// }, ({ path }) => {
              const name = catalogName(path);
              return name === null ? undefined : { path: name, namespace: 'locale' };
            });
            build.onLoad({ filter: /.*/, namespace: 'locale' }, ({ path }) => ({
              contents: catalogModule(path),
              loader: 'js',
            }));
          },
        },
      ],
    });
    const module = (await import(pathToFileURL(outfile).href)) as { renderFirstViews(): FirstViews };
    return module.renderFirstViews();
  } finally {
    rmSync(outfile, { force: true });
  }
}
