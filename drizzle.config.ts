import { defineConfig } from 'drizzle-kit'

/** npm run db:generate: SQL migrations from server/db/schema.ts, committed in server/db/migrations/. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
})
