import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { Plugin as VitePlugin } from 'vite';

const FLAG_IMAGES_ID = 'virtual:flag-images';
const RESOLVED = '\0flag-images';
/** Where the dev server (and the web tests) serve a flag: `/@flags/FR.png`. */
const DEV_PREFIX = '/@flags/';

/**
 * A flag is shown 21 CSS px wide (14 high); drawn 63 px wide it stays sharp on a 3× phone screen.
 * About 0.8 KB a flag as PNG.
 */
export const FLAG_IMAGE_WIDTH = 63;

const require = createRequire(import.meta.url);
const flagsDir = join(dirname(require.resolve('country-flag-icons/package.json')), '3x2');

let files: Map<string, string> | undefined;

/** Every flag's code (`FR`, `GB-WLS`) and its SVG file, as country-flag-icons ships them (read once). */
function flagFiles(): Map<string, string> {
  files ??= new Map(
    readdirSync(flagsDir)
      .filter((name) => name.endsWith('.svg'))
      .map((name) => [name.slice(0, -'.svg'.length), join(flagsDir, name)]),
  );
  return files;
}

/** A flag's SVG as country-flag-icons ships it (`SE`, `GB-WLS`). */
export function flagSvg(code: string): Buffer {
  return readFileSync(join(flagsDir, `${code}.svg`));
}

/** A flag drawn as a PNG, FLAG_IMAGE_WIDTH wide. */
export function renderFlag(svg: Buffer | string): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: FLAG_IMAGE_WIDTH } }).render().asPng();
}

/**
 * `virtual:flag-images`: every country's flag as a small PNG drawn at build time, the module's
 * default export mapping a code to its address. A flag given to the browser as SVG is drawn as a
 * document of its own on the page's main thread (10–15 ms each at 1× CPU, and the first one about
 * 30): a popular title's rows made that about half of the main thread's work after the first
 * paint (docs/performance.md#history). A PNG is decoded off the main thread.
 *
 * The build writes each flag as `assets/flag-<code>-<hash>.png`; the dev server and the web tests
 * draw a flag when it is asked for, at `/@flags/<code>.png`.
 */
export function flagImages(): VitePlugin {
  let building = false;
  const drawn = new Map<string, Buffer>();
  return {
    name: 'reelatlas:flag-images',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId: (id) => (id === FLAG_IMAGES_ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      const entries: string[] = [];
      for (const [code, file] of flagFiles()) {
        let address = JSON.stringify(`${DEV_PREFIX}${code}.png`);
        if (building) {
          // An asset Vite names and hashes (identical flags share one file), at the build's address.
          const png = renderFlag(readFileSync(file));
          address = `import.meta.ROLLUP_FILE_URL_${this.emitFile({ type: 'asset', name: `flag-${code}.png`, source: png })}`;
        }
        entries.push(`${JSON.stringify(code)}: ${address}`);
      }
      return `export default {${entries.join(', ')}};`;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const url = request.url ?? '';
        if (!url.startsWith(DEV_PREFIX)) return next();
        // Only a known code's file is read: anything else (a malformed or made-up name) is not ours.
        const code = url.slice(DEV_PREFIX.length).replace(/\.png(\?.*)?$/, '');
        const file = flagFiles().get(code);
        if (!file) return next();
        let png = drawn.get(code);
        if (!png) {
          png = renderFlag(readFileSync(file));
          drawn.set(code, png);
        }
        response.setHeader('content-type', 'image/png');
        response.end(png);
      });
    },
  };
}
