// Builds (or checks) the synthetic bench catalog without running the bench:
// npm run bench:catalog -- [--db=pglite|postgres] [--titles=100000] [--seed=1] [--database-url=…]
import { parseArgs } from 'node:util';
import { syntheticTarget } from './servers.ts';
import { DEFAULT_SEED, DEFAULT_TITLES } from './synthetic/generate.ts';
import { ensureSyntheticCatalog } from './synthetic/load.ts';

const { values: flags } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    titles: { type: 'string', default: String(DEFAULT_TITLES) },
    seed: { type: 'string', default: String(DEFAULT_SEED) },
    'database-url': { type: 'string' },
  },
});
if (flags.db !== 'pglite' && flags.db !== 'postgres') throw new Error('--db must be pglite or postgres');
const target = await syntheticTarget(flags.db, flags['database-url']);
const built = await ensureSyntheticCatalog(target.database, {
  titles: Number(flags.titles),
  seed: Number(flags.seed),
  log: (line) => process.stderr.write(`[catalog] ${line}\n`),
});
console.log(
  built ? 'built' : `already there (${'url' in target.database ? target.database.url : target.dataDir})`,
);
