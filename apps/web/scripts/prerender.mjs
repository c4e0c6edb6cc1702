// Part of the web build (after `vite build`): renders the pages listed in
// src/prerender/prerendered-pages.ts with the app's own components and writes each as the markup
// of #root into dist/prerendered/, plus manifest.json (path → file) for the server, which puts it
// into the page it answers on that path. The browser then hydrates that markup instead of
// painting nothing until the JavaScript has run.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
// Inside apps/web so that the bundle's bare imports (react, react-router…) resolve from node_modules.
const ssrOut = join(webRoot, 'node_modules/.prerender');

await build({
  configFile: join(webRoot, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: join(webRoot, 'src/prerender/render-page.tsx'),
    outDir: ssrOut,
    emptyOutDir: true,
    reportCompressedSize: false,
  },
});

try {
  const { renderPage, prerenderedPages, PRERENDER_DIR } = await import(
    pathToFileURL(join(ssrOut, 'render-page.js')).href
  );
  const outDir = join(webRoot, 'dist', PRERENDER_DIR);
  mkdirSync(outDir, { recursive: true });
  const manifest = {};
  for (const page of prerenderedPages) {
    writeFileSync(join(outDir, page.file), withoutHeadTags(await renderPage(page.paths[0])));
    for (const path of page.paths) manifest[path] = page.file;
  }
  writeFileSync(join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`prerendered ${Object.keys(manifest).join(', ')} into dist/${PRERENDER_DIR}/`);
} finally {
  rmSync(ssrOut, { recursive: true, force: true });
}

/**
 * React puts the <title> and <meta>/<link> the pages render first in the markup. The server
 * writes each page's head itself, and the browser app renders these into <head> on its own, so
 * they must not end up inside #root.
 */
function withoutHeadTags(markup) {
  return markup.replace(/^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/, '');
}
