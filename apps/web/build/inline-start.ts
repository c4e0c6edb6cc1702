import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as esbuild } from 'esbuild';
import type { Plugin, Rollup } from 'vite';
import { type FirstViewsOutput, renderFirstViews } from './first-views.ts';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

const bootEntry = fileURLToPath(new URL('../src/shell/boot.ts', import.meta.url));
const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const preloadTag = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** A lazy route's chunk and every chunk it imports, by the route module's source path. */
function routeChunks(bundle: OutputBundle, source: string): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const route = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(source));
  if (!route) throw new Error(`inline-start: no chunk for ${source}`);
  const files = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const name of chunk.imports) {
      const imported = byName.get(name);
      if (imported) visit(imported);
    }
  };
  visit(route);
  return [...files].map((file) => `/${file}`);
}

/**
 * Build only: takes the entry script and module preloads Vite put into the head and hands them to
 * an inline script after #root (src/shell/boot.ts), which paints the page's first view (rendered
 * by the app's components at build time, build/first-views.ts) and fetches them once it has
 * painted. The title page's route chunks are fetched with the entry.
 *
 * The first views are a data block before that script (English's in index.html); every
 * language's are written to first-views.json, from which the server puts the page's language's
 * in its place. The boot script itself is the same for every language, so its CSP hash is one.
 */
export function inlineStart(): Plugin {
  let views: FirstViewsOutput | null = null;
  return {
    name: 'reelatlas:inline-start',
    apply: 'build',
    writeBundle(options) {
      if (!views || !options.dir) return;
      writeFileSync(join(options.dir, views.fileName), views.file);
      writeFileSync(join(options.dir, views.faq.fileName), views.faq.file);
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!ctx.bundle) return html;
        const entry = entryTag.exec(html)?.[1];
        if (!entry) throw new Error('inline-start: no entry script in index.html');
        const preloads = [...html.matchAll(preloadTag)].map((match) => match[1] as string);
        const known = new Set([entry, ...preloads]);
        const extra = (source: string) =>
          routeChunks(ctx.bundle as OutputBundle, source).filter((f) => !known.has(f));
        const assets = {
          entry,
          // React DOM's file, which the entry imports in its next task (src/shell/react-root.ts).
          preloads: [...preloads, ...extra('src/shell/react-root.ts')],
          routes: {
            '/movie': extra('src/routes/movie.tsx'),
            '/movieoverlay': extra('src/routes/movie-overlay.tsx'),
          },
        };
        const result = await esbuild({
          entryPoints: [bootEntry],
          bundle: true,
          write: false,
          format: 'iife',
          minify: true,
          target: 'es2022',
          define: { __START_ASSETS__: JSON.stringify(assets) },
        });
        views = await renderFirstViews();
        const { block } = views;
        const code = result.outputFiles[0]?.text.trim();
        if (!code || code.includes('</script')) throw new Error('inline-start: unusable boot script');
        return html
          .replace(entryTag, '')
          .replace(preloadTag, '')
          .replace(
            '<div id="root"></div>',
            () => `<div id="root"></div>\n    ${block}\n    <script>${code}</script>`,
          );
      },
    },
  };
}
