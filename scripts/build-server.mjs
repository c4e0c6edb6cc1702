// Bundles the server and the workspace packages into apps/server/dist/main.mjs. Third-party
// packages stay external (loaded from node_modules). Running the bundle instead of the
// TypeScript sources through tsx cuts start-up by about two seconds.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export async function buildServer() {
  await build({
    entryPoints: [join(root, 'apps/server/src/main.ts')],
    outfile: join(root, 'apps/server/dist/main.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-node-modules',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@reelatlas/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
