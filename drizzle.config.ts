import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the schema; `npm run db:generate` after changing schema.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
