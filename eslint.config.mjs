import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// Layers point one way: app/ (pages and API routes) uses components/ and lib/, never the reverse. Request and
// response schemas both sides share live in lib/contracts/.
const intoApp = {
  regex: "^(@/app/|(\\.\\./)+app/)",
  message: "lib/ and components/ never import from app/: shared schemas live in lib/contracts/, shared code in lib/.",
};
// fixtures/ is test data and sample media: production code reads product data from lib/catalog/.
const intoFixtures = {
  regex: "^(@/fixtures/|(\\.\\./)+fixtures/)",
  message: "Production code never imports fixtures/ (test data only): product data lives in lib/catalog/.",
};
const testFiles = ["**/*.test.ts", "**/*.test.tsx"];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["lib/**", "components/**"],
    ignores: testFiles,
    rules: { "no-restricted-imports": ["error", { patterns: [intoApp, intoFixtures] }] },
  },
  {
    files: ["lib/**/*.test.ts", "lib/**/*.test.tsx", "components/**/*.test.ts", "components/**/*.test.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns: [intoApp] }] },
  },
  {
    files: ["app/**", "proxy.ts", "instrumentation.ts"],
    ignores: testFiles,
    rules: { "no-restricted-imports": ["error", { patterns: [intoFixtures] }] },
  },
  {
    // Playwright fixtures take a `use` callback that is not a React hook.
    files: ["e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  globalIgnores([
    ".next/**",
    "out/**",
    "build/**",
    "next-env.d.ts",
    "test-results/**",
    "playwright-report/**",
    ".data/**",
    // The bare Next page that scripts/bench-lighthouse.mjs builds.
    ".bench/**",
    // Copied from node_modules by scripts/copy-models.mjs.
    "public/models/**",
  ]),
]);
