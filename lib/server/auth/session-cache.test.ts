import { describe, expect, it } from "vitest";

import { accountForSession, createGuest, createSession, deleteSession, setPassword, upsertOwner } from "@/lib/server/db/queries/accounts";
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
      expect((await accountForSession(handle.db, hashToken(token)))?.role).toBe("user");
      const owner = await upsertOwner(handle.db, email, "owner-hash");
      expect(owner.id).toBe(guest.id);
      expect(await accountForSession(handle.db, hashToken(token))).toBeNull();
    });

    it("a role or plan change shows on the next read of a cached session (the account is read fresh)", async () => {
      const { token, guest } = await signedIn();
      const { accounts } = await import("@/lib/server/db/schema");
      const { eq } = await import("drizzle-orm");
      await handle.db.update(accounts).set({ role: "user", plan: "free" }).where(eq(accounts.id, guest.id));
      expect(await accountForSession(handle.db, hashToken(token))).toMatchObject({ role: "user", plan: "free" });
    });
  });
}
