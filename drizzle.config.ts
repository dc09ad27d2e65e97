import { defineConfig } from "drizzle-kit";

// `npx drizzle-kit generate` writes SQL migrations from the schema; the app applies them on start
// (lib/server/db/client.ts) and `npm run db:migrate` applies them by hand.
export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/server/db/schema.ts",
  out: "./lib/server/db/migrations",
});
