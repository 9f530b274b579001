import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` (run in lib/commerce) writes SQL migrations into ./drizzle.
// The first migration (0000_enable_pg_trgm) is hand-written: it enables pg_trgm before any index uses it.
export default defineConfig({
  dialect: 'postgresql',
  // One file per area (schema.ts: catalogue; schema-<area>.ts: bag, customers, content…).
  schema: ['./src/db/schema.ts', './src/db/schema-*.ts'],
  out: './drizzle',
  strict: true,
  verbose: true,
});
