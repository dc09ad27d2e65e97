import { describe, expect, it } from "vitest";

import { assertDatabaseConfigured } from "./config";

describe("assertDatabaseConfigured", () => {
  it("refuses Vercel without DATABASE_URL, with the reason", () => {
    expect(() => assertDatabaseConfigured({ VERCEL: "1" })).toThrow(/DATABASE_URL is not set/);
  });
  it("accepts Vercel with a database, and any machine with the embedded default", () => {
    expect(() => assertDatabaseConfigured({ VERCEL: "1", DATABASE_URL: "postgres://db.example/app" })).not.toThrow();
    expect(() => assertDatabaseConfigured({})).not.toThrow();
  });
});
