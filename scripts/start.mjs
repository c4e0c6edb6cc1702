// `npm start`: build the web app and the server bundle when missing or older than their sources,
// then run the server as a child that receives our signals (SIGTERM shuts it down cleanly).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './build-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = join(root, 'apps/web/dist/index.html');
const webSources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contracts/src',
];
const serverBundle = join(root, 'apps/server/dist/main.mjs');
const serverSources = [
  'apps/server/src',
  'packages/contracts/src',
  'packages/core/src',
  'packages/db/src',
  'packages/adapters/src',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const isStale = (output, sources) =>
  newestMtime(output) < Math.max(...sources.map((p) => newestMtime(join(root, p))));

if (isStale(serverBundle, serverSources)) await buildServer();

const builtAt = newestMtime(builtIndex);
if (isStale(builtIndex, webSources)) {
  console.log(
    builtAt ? 'Web sources changed: rebuilding the web app…' : 'Building the web app (first start)…',
  );
  const build = spawnSync('npm', ['run', 'build', '-w', '@reelatlas/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Node reads .env itself when there is one (see .env.example).
const envFile = existsSync(join(root, '.env')) ? ['--env-file=.env'] : [];
const server = spawn(process.execPath, [...envFile, '--enable-source-maps', serverBundle], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
