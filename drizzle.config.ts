import { defineConfig } from 'drizzle-kit'

/**
 * `npx drizzle-kit generate` writes PostgreSQL's SQL migrations to ./drizzle from the tables in
 * src/forms/store/schema.ts; the site applies them at start-up when DATABASE_URL is set. The
 * embedded SQLite store's migrations are written by hand in ./drizzle/sqlite (one file per change,
 * the same change as here): its adapter does not use Drizzle (decision 011).
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/forms/store/schema.ts',
  out: './drizzle',
})
