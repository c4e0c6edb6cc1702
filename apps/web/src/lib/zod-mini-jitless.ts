/**
 * The web app's `zod/mini` (vite.config.ts points every `import … from 'zod/mini'` here): the
 * small build of Zod that checks the answers a page reads as it starts
 * (docs/architecture.md#the-start-up-answers), set jitless before any schema is built, for the
 * reason `zod-jitless.ts` gives. Both builds share one setting; each module sets it, since the
 * first load imports only this one.
 */
import { config } from 'zod/v4-mini';

config({ jitless: true });

export * from 'zod/v4-mini';
