import { describe, expect, it } from "vitest";

import {
  defaultPreferences,
  readPreferences,
  readProfileExtras,
  writePreference,
  writeProfileExtras,
} from "@/lib/account/settings";

function memory() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe("profile extras", () => {
  it("round-trips and reads empty when absent or corrupt", () => {
    const s = memory();
    expect(readProfileExtras(s)).toEqual({ phone: "", dateOfBirth: "", bio: "" });
    writeProfileExtras(s, { phone: "+1 555 0100", dateOfBirth: "1990-04-02", bio: "Hi" });
    expect(readProfileExtras(s)).toEqual({ phone: "+1 555 0100", dateOfBirth: "1990-04-02", bio: "Hi" });
    s.map.set("msx.profile", "{oops");
    expect(readProfileExtras(s)).toEqual({ phone: "", dateOfBirth: "", bio: "" });
    s.map.set("msx.profile", JSON.stringify({ phone: 5, dateOfBirth: "April", bio: "ok" }));
    expect(readProfileExtras(s)).toEqual({ phone: "", dateOfBirth: "", bio: "ok" });
  });
});

describe("preferences", () => {
  it("defaults, then persists each switch", () => {
    const s = memory();
    expect(readPreferences(s)).toEqual(defaultPreferences);
    const next = writePreference(s, "marketingEmails", true);
    expect(next.marketingEmails).toBe(true);
    writePreference(s, "emailNotifications", false);
    expect(readPreferences(s)).toEqual({ ...defaultPreferences, marketingEmails: true, emailNotifications: false });
  });

  it("ignores values that are not booleans", () => {
    const s = memory();
    s.map.set("msx.preferences", JSON.stringify({ twoFactorAuth: "yes", showEarnings: true }));
    expect(readPreferences(s)).toEqual({ ...defaultPreferences, showEarnings: true });
  });
});
