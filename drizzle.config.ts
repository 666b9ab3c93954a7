import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` is used: migrations run from code (src/db/client.ts) so that PGlite
// can load its extensions.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema.ts",
  out: "./src/db/migrations",
  casing: "snake_case",
});
