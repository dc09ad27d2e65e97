/** Starts the test's account with some fields changed (plan, balance), through the test-only seed route. */
export { seedUser } from "./fixtures";
