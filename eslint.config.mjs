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
// Test support (builders of saved records, edit fixtures, Node stand-ins for browser APIs) is for tests, e2e and
// benchmarks: production code never imports it.
const intoTestSupport = {
  regex: "(^|/)(test-fixtures|test-helpers|[\\w-]+-fixtures|testing/.+)$",
  message: "Production code never imports test support (test-fixtures, test-helpers, *-fixtures, testing/): tests only.",
};
// Pages, route handlers and server components call a service in lib/server/<area>; the queries stay behind it.
const intoServerDb = {
  regex: "^(@/|(\\.\\./)+)lib/server/db(/|$)",
  message: "app/ and components/ never import lib/server/db: call a service in lib/server/<area> instead.",
};
// The browser reaches the network through its one fetch client, lib/api-request.ts: `api` for our own API (one
// error shape, the contracts' schemas), `fetchFile` for a file's bytes.
const fetchClientOnly = "The browser's requests go through lib/api-request.ts: api() for the API, fetchFile() for a file's bytes.";
const rawFetch = [
  { selector: "CallExpression[callee.type='Identifier'][callee.name='fetch']", message: fetchClientOnly },
  { selector: "CallExpression[callee.property.name='fetch'][callee.object.name=/^(window|globalThis|self)$/]", message: fetchClientOnly },
];
const testFiles = ["**/*.test.ts", "**/*.test.tsx"];
const testSupport = ["**/test-fixtures.ts", "**/test-helpers.ts", "**/*-fixtures.ts", "**/testing/**"];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["lib/**"],
    ignores: [...testFiles, ...testSupport],
    rules: { "no-restricted-imports": ["error", { patterns: [intoApp, intoFixtures, intoTestSupport] }] },
  },
  {
    files: ["components/**"],
    ignores: [...testFiles, ...testSupport],
    rules: { "no-restricted-imports": ["error", { patterns: [intoApp, intoFixtures, intoTestSupport, intoServerDb] }] },
  },
  {
    // Browser code: components/ and lib/ outside the server and the client itself.
    files: ["components/**", "lib/**"],
    ignores: [...testFiles, ...testSupport, "lib/server/**", "lib/api-request.ts"],
    rules: { "no-restricted-syntax": ["error", ...rawFetch] },
  },
  {
    files: ["lib/**/*.test.ts", "lib/**/*.test.tsx", "components/**/*.test.ts", "components/**/*.test.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns: [intoApp] }] },
  },
  {
    files: testSupport.flatMap((glob) => [`lib/${glob}`, `components/${glob}`]),
    rules: { "no-restricted-imports": ["error", { patterns: [intoApp] }] },
  },
  {
    files: ["app/**"],
    ignores: testFiles,
    rules: { "no-restricted-imports": ["error", { patterns: [intoFixtures, intoTestSupport, intoServerDb] }] },
  },
  {
    files: ["proxy.ts", "instrumentation.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [intoFixtures, intoTestSupport] }] },
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
