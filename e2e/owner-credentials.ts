/**
 * Test-only owner credentials: playwright.config.ts gives them to the test server as OWNER_EMAIL and
 * OWNER_PASSWORD (the server creates the owner account from them), and the owner specs sign in with them. They exist nowhere in
 * the app's code, which is what the "no secret in the browser's JavaScript" test checks.
 */
export const OWNER_EMAIL = "owner@msx-studio.test";
export const OWNER_PASSWORD = "e2e-Owner-Pass-7f3a9c";
