import { defineConfig } from 'drizzle-kit'

/** `npx drizzle-kit generate` writes SQL migrations to ./drizzle; the site applies them at start-up. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/forms/store/schema.ts',
  out: './drizzle',
})
