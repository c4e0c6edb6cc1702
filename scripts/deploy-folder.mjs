// `node scripts/deploy-folder.mjs DIR`, after `npm run build`: writes the pruned deploy folder the
// production install starts from (the Dockerfile's runtime stage and scripts/ci-production-install.sh):
//
//   package.json, package-lock.json, .npmrc   the root manifest and lockfile, devDependencies removed
//   apps/*/package.json, packages/*/package.json, bench/package.json   the same, for every workspace
//   apps/server/dist/                          the server bundle (workspace packages inside)
//   apps/web/dist/                             the built web app it serves
//   packages/db/migrations/                    SQL migrations, applied at start-up
//   scripts/trim-node-modules.mjs              run after the install
//
// Then `npm ci --omit=dev -w @reelatlas/server` installs only the server's runtime closure.
// Why devDependencies are removed here: npm 11 still installs the devDependencies of the chosen
// workspace and of the workspaces it depends on (vitest, jsdom, drizzle-kit: +115 MB) under
// `--omit=dev -w`. Removing them from each manifest and from the lockfile's workspace entries
// together keeps the two in sync, so `npm ci` still installs exactly the locked versions.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const target = process.argv[2] ? resolve(process.argv[2]) : undefined;
if (!target) {
  console.error('usage: node scripts/deploy-folder.mjs DIR');
  process.exit(2);
}
for (const built of ['apps/server/dist/main.mjs', 'apps/web/dist/index.html']) {
  if (!existsSync(join(root, built))) {
    console.error(`${built} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const writeJson = (path, value) => {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
};

rmSync(target, { recursive: true, force: true });
mkdirSync(target, { recursive: true });

const manifest = readJson(join(root, 'package.json'));
const workspaceDirs = manifest.workspaces.flatMap((pattern) =>
  pattern.endsWith('/*')
    ? readdirSync(join(root, pattern.slice(0, -2)), { withFileTypes: true })
        .filter(
          (entry) =>
            entry.isDirectory() && existsSync(join(root, pattern.slice(0, -2), entry.name, 'package.json')),
        )
        .map((entry) => `${pattern.slice(0, -2)}/${entry.name}`)
    : [pattern],
);

const lock = readJson(join(root, 'package-lock.json'));
for (const dir of ['', ...workspaceDirs]) {
  const pkg = readJson(join(root, dir, 'package.json'));
  delete pkg.devDependencies;
  delete pkg.scripts;
  writeJson(join(target, dir, 'package.json'), pkg);
  const locked = lock.packages[dir];
  if (locked) delete locked.devDependencies;
}
writeJson(join(target, 'package-lock.json'), lock);

for (const path of [
  '.npmrc',
  'apps/server/dist',
  'apps/web/dist',
  'packages/db/migrations',
  'scripts/trim-node-modules.mjs',
]) {
  if (existsSync(join(root, path))) cpSync(join(root, path), join(target, path), { recursive: true });
}
console.log(`deploy folder written to ${target}`);
