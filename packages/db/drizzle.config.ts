import { defineConfig } from 'drizzle-kit';

// drizzle-kit only generates SQL here; migrations are applied in-process at start-up
// (its PGlite driver lacks pg_trgm, see README).
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./packages/db/src/schema.ts', './packages/db/src/auth-schema.ts'],
  out: './packages/db/migrations',
});
