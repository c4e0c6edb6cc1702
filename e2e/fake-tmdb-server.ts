// The fake TMDb for the browser suite: a process Playwright starts beside the servers.
import { startFakeTmdb } from '@reelatlas/testing';

const port = Number(process.argv[2]);
const fake = await startFakeTmdb(undefined, { port });
console.log(`fake TMDb at ${fake.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    void fake.close().then(() => process.exit(0));
  });
