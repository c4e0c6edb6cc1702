/**
 * The web app's `zod` (vite.config.ts points every `import … from 'zod'` here): Zod itself, set
 * jitless before any schema is built. Zod builds a faster parser for each object schema with
 * `new Function`, once it has checked that the page may compile code; ours may not (the policy's
 * `script-src` has no 'unsafe-eval': apps/server/src/middleware/security-header-list.ts), so that
 * parser never ran here. But the check itself, caught or not, is a violation the browser reports
 * as an issue, and Lighthouse's best practices count it (docs/performance.md#bars). Jitless, Zod
 * skips both. The setting is read as each schema is built, so it cannot wait for main.tsx: every
 * module that builds one imports `zod`, and so runs after this module.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
