import { mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build as esbuild, type Plugin } from 'esbuild';
import { CATALOG_ID, catalogModule } from './locale-catalogs.ts';

const entry = fileURLToPath(new URL('../src/shell/first-views.tsx', import.meta.url));
// Inside the web app's folder, so Node finds React for the bundle from there.
const cacheDir = fileURLToPath(new URL('../node_modules/.cache/first-views/', import.meta.url));

/** `virtual:locale/*` for esbuild: the same compiled catalogs as Vite's plugin (build/locale-catalogs.ts). */
const localeCatalogs: Plugin = {
  name: 'reelatlas:locale-catalogs',
  setup(build) {
    build.onResolve({ filter: CATALOG_ID }, (args) => ({ path: args.path, namespace: 'locale' }));
    build.onLoad({ filter: /.*/, namespace: 'locale' }, (args) => {
      const watchFiles: string[] = [];
      const contents = catalogModule(args.path, (file) => watchFiles.push(file));
      if (contents === null) return { errors: [{ text: `no catalog ${args.path}` }] };
      return { contents, loader: 'js', watchFiles };
    });
  },
};

/** English's data block for index.html, and every language's views as the file for the server. */
export interface FirstViewsOutput {
  block: string;
  fileName: string;
  file: string;
  /** The FAQ's structured data in every language, for the server's head of /faq. */
  faq: { fileName: string; file: string };
}

/**
 * Every language's first views, rendered by the app's components with react-dom/server:
 * src/shell/first-views.tsx is bundled for Node (React itself left to node_modules, so the
 * components and react-dom/server share it), run once, and removed.
 */
export async function renderFirstViews(): Promise<FirstViewsOutput> {
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
      define: { __PSEUDO_LOCALE__: 'false' },
      plugins: [localeCatalogs],
      logLevel: 'silent',
    });
    const module = (await import(pathToFileURL(outfile).href)) as { firstViewsOutput(): FirstViewsOutput };
    return module.firstViewsOutput();
  } finally {
    rmSync(outfile, { force: true });
  }
}
