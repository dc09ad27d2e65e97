import { describe, expect, it, vi } from "vitest";

import {
  ACCOUNT_CACHE_MS,
  accountForSession,
  createGuest,
  createSession,
  deleteSession,
  setPassword,
  setPlan,
  updateProfile,
  upsertOwner,
} from "@/lib/server/db/queries/accounts";
import { suiteDatabase, testDatabases } from "@/lib/server/db/test-db";

import { hashToken, newSessionToken } from "./session";

for (const factory of testDatabases()) {
  describe(`the in-process session cache on ${factory.name}`, () => {
    const handle = suiteDatabase(factory);

    async function signedIn() {
      const token = newSessionToken();
      const guest = await createGuest(handle.db, hashToken(newSessionToken()));
      await createSession(handle.db, guest.id, hashToken(token));
      // Read twice: the second read is answered from the cache.
      expect((await accountForSession(handle.db, hashToken(token)))?.id).toBe(guest.id);
      expect((await accountForSession(handle.db, hashToken(token)))?.id).toBe(guest.id);
      return { token, guest };
    }

    it("a logged-out session is refused at once", async () => {
      const { token } = await signedIn();
      await deleteSession(handle.db, hashToken(token));
      expect(await accountForSession(handle.db, hashToken(token))).toBeNull();
    });

    it("a password change refuses the account's other sessions at once and keeps the one that changed it", async () => {
      const { token, guest } = await signedIn();
      const other = newSessionToken();
      await createSession(handle.db, guest.id, hashToken(other));
      expect((await accountForSession(handle.db, hashToken(other)))?.id).toBe(guest.id);
      await setPassword(handle.db, guest.id, "new-hash", hashToken(token));
      expect(await accountForSession(handle.db, hashToken(other))).toBeNull();
      expect((await accountForSession(handle.db, hashToken(token)))?.passwordHash).toBe("new-hash");
    });

    it("an account promoted to owner loses its sessions at once", async () => {
      const { token, guest } = await signedIn();
      const email = `promote-${guest.id}@example.com`;
      const { accounts } = await import("@/lib/server/db/schema");
      const { eq } = await import("drizzle-orm");
      await handle.db.update(accounts).set({ email, role: "user" }).where(eq(accounts.id, guest.id));
      // Written directly, so read once the cached row has aged out.
      expect((await accountForSession(handle.db, hashToken(token), new Date(Date.now() + ACCOUNT_CACHE_MS)))?.role).toBe("user");
      const owner = await upsertOwner(handle.db, email, "owner-hash");
      expect(owner.id).toBe(guest.id);
      expect(await accountForSession(handle.db, hashToken(token))).toBeNull();
    });

    it("a plan, role or profile changed in this process shows on the next read of a cached session", async () => {
      const { token, guest } = await signedIn();
      await setPlan(handle.db, guest.id, "starter");
      expect(await accountForSession(handle.db, hashToken(token))).toMatchObject({ plan: "starter" });
      const updated = await updateProfile(handle.db, guest.id, { firstName: "Renamed" });
      expect(updated.ok).toBe(true);
      expect(await accountForSession(handle.db, hashToken(token))).toMatchObject({ firstName: "Renamed" });
    });

    it(`a change made by another process shows within ${ACCOUNT_CACHE_MS} ms, and a plan period that ends is settled at once`, async () => {
      const { token, guest } = await signedIn();
      const { accounts } = await import("@/lib/server/db/schema");
      const { eq } = await import("drizzle-orm");
      const start = Date.now();
      // Behind this process's back, as another server instance would write it.
      await handle.db.update(accounts).set({ role: "user", plan: "free" }).where(eq(accounts.id, guest.id));
      expect(await accountForSession(handle.db, hashToken(token), new Date(start))).toMatchObject({ role: "guest" });
      const seen = start + ACCOUNT_CACHE_MS;
      expect(await accountForSession(handle.db, hashToken(token), new Date(seen))).toMatchObject({ role: "user", plan: "free" });
      // A paid period that runs out while the row is cached ends the plan on the next read.
      const cachedAt = seen + ACCOUNT_CACHE_MS;
      const end = new Date(cachedAt + ACCOUNT_CACHE_MS / 2);
      await handle.db.update(accounts).set({ plan: "pro", planPeriod: "monthly", planPeriodEnd: end }).where(eq(accounts.id, guest.id));
      expect(await accountForSession(handle.db, hashToken(token), new Date(cachedAt))).toMatchObject({ plan: "pro" });
      expect(await accountForSession(handle.db, hashToken(token), new Date(end.getTime() + 1))).toMatchObject({ plan: "free", planPeriodEnd: null });
    });

    it("a write made through another copy of the module (Next bundles routes and pages apart) shows at once", async () => {
      const { token, guest } = await signedIn();
      vi.resetModules();
      const routeCopy = await import("@/lib/server/db/queries/accounts");
      expect(routeCopy.setPlan).not.toBe(setPlan);
      await routeCopy.setPlan(handle.db, guest.id, "enterprise");
      expect(await accountForSession(handle.db, hashToken(token))).toMatchObject({ plan: "enterprise" });
    });

    it("a caller that changes the account it was given does not change the cached one", async () => {
      const { token } = await signedIn();
      const first = await accountForSession(handle.db, hashToken(token));
      Object.assign(first!, { plan: "enterprise", client: "203.0.113.9" });
      const second = await accountForSession(handle.db, hashToken(token));
      expect(second?.plan).not.toBe("enterprise");
      expect(second).not.toHaveProperty("client");
    });
  });
}
