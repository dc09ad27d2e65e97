import { randomUUID } from "node:crypto";

import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import {
  accountForSession,
  createGuest,
  createSession,
  findOrCreateOAuthAccount,
  GUEST_TTL_DAYS,
  purgeIdleGuests,
  purgeIdleGuestsDaily,
  signUp,
  upsertOwner,
} from "./queries/accounts";
import { accounts, balances, ledgerEntries, sessions } from "./schema";
import { suiteDatabase, testDatabases } from "./test-db";

const DAY = 86_400_000;

testDatabases().forEach((factory, index) => {
  describe(`idle guests on ${factory.name}`, () => {
    const handle = suiteDatabase(factory);

    // Each database gets its own calendar: purgeIdleGuestsDaily remembers its last run in the process.
    const now = new Date(Date.UTC(2030 + index * 5, 0, 15, 12));
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const exists = async (id: string) => (await handle.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, id))).length === 1;

    async function guestIdleFor(days: number, created = ago(days)) {
      const sessionHash = `purge-${randomUUID()}`;
      const guest = await createGuest(handle.db, sessionHash, created);
      await handle.db.update(accounts).set({ lastActiveAt: ago(days) }).where(eq(accounts.id, guest.id));
      return { guest, sessionHash };
    }

    it(`removes guests idle for more than ${GUEST_TTL_DAYS} days (with their sessions and ledger), keeps recent guests and real accounts`, async () => {
      const idle = await guestIdleFor(31);
      const recent = await guestIdleFor(29);
      const stamp = randomUUID().slice(0, 8);
      const user = await signUp(handle.db, { email: `idle-${stamp}@example.com`, username: `idle_${stamp}`, passwordHash: "x", firstName: null, lastName: null });
      if (!user.ok) throw new Error("sign-up failed");
      const owner = await upsertOwner(handle.db, `owner-${stamp}@example.com`, "x");
      await handle.db.update(accounts).set({ lastActiveAt: ago(400) }).where(inArray(accounts.id, [user.account.id, owner.id]));

      expect(await purgeIdleGuests(handle.db, now)).toBe(1);

      expect(await exists(idle.guest.id)).toBe(false);
      expect(await handle.db.select().from(sessions).where(eq(sessions.id, idle.sessionHash))).toHaveLength(0);
      expect(await handle.db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, idle.guest.id))).toHaveLength(0);
      expect(await handle.db.select().from(balances).where(eq(balances.accountId, idle.guest.id))).toHaveLength(0);
      expect(await exists(recent.guest.id)).toBe(true);
      expect(await exists(user.account.id)).toBe(true);
      expect(await exists(owner.id)).toBe(true);
      // Nothing more to remove.
      expect(await purgeIdleGuests(handle.db, now)).toBe(0);
    });

    it("a guest that keeps using its session is kept", async () => {
      const { guest, sessionHash } = await guestIdleFor(40, ago(20));
      // Its session is used yesterday: activity is recorded.
      expect((await accountForSession(handle.db, sessionHash, ago(1)))?.id).toBe(guest.id);
      expect(await purgeIdleGuests(handle.db, now)).toBe(0);
      expect(await exists(guest.id)).toBe(true);
    });

    it("the daily purge runs at most once a day", async () => {
      const first = await guestIdleFor(35);
      await purgeIdleGuestsDaily(handle.db, now);
      expect(await exists(first.guest.id)).toBe(false);
      const second = await guestIdleFor(35);
      await purgeIdleGuestsDaily(handle.db, new Date(now.getTime() + 3_600_000));
      expect(await exists(second.guest.id)).toBe(true);
      await purgeIdleGuestsDaily(handle.db, new Date(now.getTime() + DAY + 1));
      expect(await exists(second.guest.id)).toBe(false);
    });

    it("the owner is never a social account: one with OWNER_EMAIL gives the e-mail up; a promoted password account loses its sessions", async () => {
      const stamp = randomUUID().slice(0, 8);
      const ownerEmail = `boss-${stamp}@example.com`;
      const social = await findOrCreateOAuthAccount(handle.db, "microsoft", `sub-${stamp}`, ownerEmail.toUpperCase(), "Boss");
      const owner = await upsertOwner(handle.db, ownerEmail, "hash-1");
      expect(owner.id).not.toBe(social.id);
      expect(owner).toMatchObject({ role: "owner", email: ownerEmail, provider: null });
      const [stored] = await handle.db.select().from(accounts).where(eq(accounts.id, social.id));
      expect(stored).toMatchObject({ role: "user", email: null, providerSubject: `sub-${stamp}` });
      expect((await findOrCreateOAuthAccount(handle.db, "microsoft", `sub-${stamp}`, ownerEmail, "Boss")).id).toBe(social.id);

      // A password account that signed up with the e-mail first becomes the owner, signed out everywhere.
      const otherEmail = `boss2-${stamp}@example.com`;
      const early = await signUp(handle.db, { email: otherEmail, username: `boss2_${stamp}`, passwordHash: "x", firstName: null, lastName: null });
      if (!early.ok) throw new Error("sign-up failed");
      await createSession(handle.db, early.account.id, `early-${stamp}`);
      const promoted = await upsertOwner(handle.db, otherEmail.toUpperCase(), "hash-2");
      expect(promoted).toMatchObject({ id: early.account.id, role: "owner", passwordHash: "hash-2" });
      expect(await handle.db.select().from(sessions).where(eq(sessions.accountId, early.account.id))).toHaveLength(0);
      // Updating the owner's password again keeps the owner's own sessions.
      await createSession(handle.db, early.account.id, `owner-${stamp}`);
      await upsertOwner(handle.db, otherEmail, "hash-3");
      expect(await handle.db.select().from(sessions).where(eq(sessions.accountId, early.account.id))).toHaveLength(1);
    });
  });
});
