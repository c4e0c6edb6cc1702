import { DataDirInUseError } from '@reelatlas/db';
import { createLogger } from './boot/logger.ts';
import { parseEnvOrExit } from './env.ts';
import { startServer } from './server.ts';

const env = parseEnvOrExit(process.env);

const logger = createLogger(env);
const started = performance.now();
const server = await startServer(env, logger).catch((err: unknown) => {
  // Another server or CLI has the PGlite data dir open: one line, exit 1, the other keeps serving.
  if (!(err instanceof DataDirInUseError)) throw err;
  console.error(err.message);
  process.exit(1);
});
logger.info(
  { port: server.port, database: server.deps.database.kind, ms: Math.round(performance.now() - started) },
  `ReelAtlas listening on http://localhost:${server.port}`,
);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  // In-flight requests finish; a stuck one cannot hold the process for ever.
  setTimeout(() => process.exit(1), 10_000).unref();
  await server.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
