import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./", import.meta.url)),
      // Server-only modules are unit-tested in Node: the marker package is a no-op there.
      "server-only": fileURLToPath(new URL("./node_modules/server-only/empty.js", import.meta.url)),
    },
  },
  test: {
    environment: "node",
    // Route handlers under test open an in-memory embedded database.
    env: { PGLITE_DIR: "memory" },
    // At least two files at a time. Vitest's default (cores - 1) runs one at a time on a 2-core machine, where two
    // were faster: lib/editor, lib/server/db and lib/server/auth (46 files) took 379 s instead of 542 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    include: ["**/*.test.ts", "**/*.test.tsx"],
    exclude: ["node_modules/**", "e2e/**", ".next/**", ".data/**"],
  },
});
