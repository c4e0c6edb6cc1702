import { defineConfig } from 'drizzle-kit';

// Run from packages/db (`npm run db:generate` does). drizzle-kit only generates SQL here; migrations are applied in-process at start-up
// (its PGlite driver lacks pg_trgm; docs/architecture.md#database).
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/schema.ts', './src/auth-schema.ts'],
  out: './migrations',
});
