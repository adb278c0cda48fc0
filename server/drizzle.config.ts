import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations from server/db/schema.ts, schema-tickets.ts and schema-ledger.ts; the server applies them at
// start (PGlite or PostgreSQL alike).
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './server/db/schema.ts',
    './server/db/schema-tickets.ts',
    './server/db/schema-ledger.ts',
    './server/db/schema-profile.ts',
  ],
  out: './server/db/migrations',
});
