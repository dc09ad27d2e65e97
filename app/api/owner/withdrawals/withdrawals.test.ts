/** Withdrawals are requests: only the owner decides them, once each, and sees where the account's funds came from. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { POST as login } from "@/app/api/auth/login/route";
import { POST as signup } from "@/app/api/auth/signup/route";
import { POST as decide } from "@/app/api/owner/withdrawals/[id]/route";
import { POST as withdraw } from "@/app/api/wallet/withdraw/route";
import { GET as wallet } from "@/app/api/wallet/route";
import { hashPassword } from "@/lib/server/auth/password";
import { accountOfToken, call, freshToken, request, runId, sessionToken, withAppDatabase } from "@/lib/server/auth/test-helpers";
import { upsertOwner } from "@/lib/server/db/queries/accounts";
import { post as postLedger } from "@/lib/server/db/queries/ledger";
import { pendingWithdrawals } from "@/lib/server/db/queries/withdrawals";
import { withdrawals } from "@/lib/server/db/schema";
import { testDatabases } from "@/lib/server/db/test-db";

for (const factory of testDatabases()) {
  describe(`withdrawal review on ${factory.name}`, { timeout: 60_000 }, () => {
    const handle = withAppDatabase(factory);
    const db = () => handle().db;

    async function creatorWithRequest() {
      const id = runId();
      const answer = await call(
        signup,
        request("/api/auth/signup", { firstName: "Wade", lastName: "Draw", username: `wd_${id}`, email: `wd-${id}@example.com`, password: "a long password 1" }, { token: freshToken() }),
      );
      const token = sessionToken(answer);
      const account = (await accountOfToken(db(), token))!;
      await postLedger(db(), { accountId: account.id, currency: "MSXT", amountCents: 4500, kind: "purchase_msxt", reference: `bought:${id}` });
      const asked = await call(withdraw, request("/api/wallet/withdraw", { method: "paypal" }, { token }));
      expect(asked.status).toBe(201);
      return { token, accountId: account.id, requestId: String(asked.json.id) };
    }

    async function ownerToken() {
      const email = `owner-${runId()}@example.com`;
      await upsertOwner(db(), email, await hashPassword("owner-password-1"));
      return sessionToken(await call(login, request("/api/auth/login", { email, password: "owner-password-1" })));
    }

    const decideAs = (token: string, id: string, decision: string) =>
      call(decide, request(`/api/owner/withdrawals/${id}`, { decision }, { token }), { params: Promise.resolve({ id }) });

    it("lists the request with where the funds came from; a creator cannot decide it (404)", async () => {
      const creator = await creatorWithRequest();
      const listed = (await pendingWithdrawals(db())).find((w) => w.id === creator.requestId);
      expect(listed).toMatchObject({ method: "paypal", funds: { msxtCents: 5000, earnedCents: 500, usdCents: 0 } });
      const self = await decideAs(creator.token, creator.requestId, "approve");
      expect(self.status).toBe(404);
      const [row] = await db().select().from(withdrawals).where(eq(withdrawals.id, creator.requestId));
      expect(row.status).toBe("pending");
    });

    it("20 parallel decisions by the owner decide once; the creator's wallet shows the outcome", async () => {
      const creator = await creatorWithRequest();
      const owner = await ownerToken();
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => decideAs(owner, creator.requestId, i % 2 ? "reject" : "approve")));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409).every((a) => a.json.error?.code === "not_pending")).toBe(true);
      const status = answers.find((a) => a.status === 200)!.json.status as string;
      const [row] = await db().select().from(withdrawals).where(eq(withdrawals.id, creator.requestId));
      expect(row.status).toBe(status);
      const seen = await call(wallet, request("/api/wallet", undefined, { token: creator.token }));
      const transactions = seen.json.transactions as { description: string; status: string }[];
      expect(transactions.find((t) => t.description.startsWith("Withdrawal request via paypal"))).toMatchObject({
        description: `Withdrawal request via paypal (${status})`,
        status: "completed",
      });
      expect((await decideAs(owner, "no-such-request", "approve")).status).toBe(409);
    });

    it("a rejected request says so in the creator's wallet", async () => {
      const creator = await creatorWithRequest();
      const rejected = await decideAs(await ownerToken(), creator.requestId, "reject");
      expect(rejected.json).toEqual({ id: creator.requestId, status: "rejected" });
      const seen = await call(wallet, request("/api/wallet", undefined, { token: creator.token }));
      expect((seen.json.transactions as { description: string }[])[0]?.description).toBe("Withdrawal request via paypal (rejected)");
    });
  });
}
