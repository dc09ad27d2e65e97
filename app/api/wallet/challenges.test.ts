import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { POST as login } from "@/app/api/auth/login/route";
import { POST as signup } from "@/app/api/auth/signup/route";
import { POST as confirmFile } from "@/app/api/files/complete/route";
import { POST as share } from "@/app/api/projects/[id]/share/route";
import { GET as signParams } from "@/app/api/s3/params/route";
import { POST as postFile } from "@/app/api/storage/files/route";
import { POST as claim } from "@/app/api/wallet/claim/route";
import { GET as wallet } from "@/app/api/wallet/route";
import { challenges } from "@/lib/catalog/rewards";
import { accountOfToken, call, markEmailVerified, request, runId, sessionToken, withAppDatabase } from "@/lib/server/auth/test-helpers";
import { getBalances } from "@/lib/server/db/queries/ledger";
import { consumeUsage } from "@/lib/server/db/queries/usage";
import { projects } from "@/lib/server/db/schema";
import { testDatabases } from "@/lib/server/db/test-db";
import { setStorageForTests } from "@/lib/server/storage";
import { EmbeddedStorage } from "@/lib/server/storage/embedded";
import { usageMonth } from "@/lib/entitlements/plans";

import { challengePeriod, challengeProgress, claimChallenge, loginRef, recordActivity } from "@/lib/server/challenges";

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "msx-challenges-"));
  setStorageForTests(new EmbeddedStorage(root));
});
afterAll(async () => {
  setStorageForTests(null);
  await rm(root, { recursive: true, force: true });
});

const PASSWORD = "engine-42-secret";
const params = <P>(p: P) => ({ params: Promise.resolve(p) });
const reward = (id: string) => Math.round(challenges.find((c) => c.id === id)!.reward * 100);

describe("challenge periods", () => {
  it("counts days left including today: a day, a week from Sunday, a calendar month (UTC)", () => {
    const wednesday = new Date("2026-11-25T23:30:00Z");
    expect(challengePeriod("daily", wednesday)).toEqual({ key: "2026-11-25", first: "2026-11-25", last: "2026-11-25", daysLeft: 1 });
    expect(challengePeriod("weekly", wednesday)).toEqual({ key: "2026-11-22", first: "2026-11-22", last: "2026-11-28", daysLeft: 4 });
    expect(challengePeriod("monthly", wednesday)).toEqual({ key: "2026-11", first: "2026-11-01", last: "2026-11-30", daysLeft: 6 });
    expect(challengePeriod("weekly", new Date("2026-11-28T00:00:00Z")).daysLeft).toBe(1);
    expect(challengePeriod("monthly", new Date("2028-02-01T00:00:00Z")).last).toBe("2028-02-29");
  });
});

for (const factory of testDatabases()) {
  describe(`challenges on ${factory.name}`, { timeout: 60_000 }, () => {
    const handle = withAppDatabase(factory);
    const db = () => handle().db;

    async function newUser() {
      const id = runId();
      const email = `ch-${id}@example.com`;
      const answer = await call(signup, request("/api/auth/signup", { firstName: "Ada", lastName: "Lovelace", email, username: `ch_${id}`, password: PASSWORD }));
      expect(answer.status).toBe(201);
      const token = sessionToken(answer);
      const account = (await accountOfToken(db(), token))!;
      await markEmailVerified(db(), account.id);
      return { token, email, id: account.id };
    }
    const claimOf = (token: string, challengeId: string) => call(claim, request("/api/wallet/claim", { kind: "challenge", challengeId }, { token }));
    const progressOf = async (token: string) => {
      const answer = await call(wallet, request("/api/wallet", undefined, { token }));
      return Object.fromEntries((answer.json.challenges as { id: string; progress: number }[]).map((c) => [c.id, c.progress]));
    };

    async function uploadVideo(token: string, type = "video/mp4", filename = "clip.mp4") {
      const signed = await call(signParams, request(`/api/s3/params?filename=${filename}&type=${encodeURIComponent(type)}&metadata[size]=64`, undefined, { token }));
      expect(signed.status).toBe(200);
      const post = signed.json as unknown as { url: string; fields: Record<string, string> };
      const form = new FormData();
      for (const [k, v] of Object.entries(post.fields)) form.set(k, v);
      form.set("file", new Blob([new Uint8Array(64)]));
      expect((await postFile(new Request(post.url, { method: "POST", body: form }), {})).status).toBe(204);
      return post.fields.key;
    }

    async function saveProject(accountId: string) {
      const id = `p-${runId()}`;
      await db().insert(projects).values({ id, accountId, title: "Launch video", document: {} });
      return id;
    }

    it("a new account cannot claim the upload or share challenge (nothing done yet): 409, balance unchanged", async () => {
      const user = await newUser();
      const before = await getBalances(db(), user.id);
      for (const id of ["weekly-uploads", "daily-shares", "monthly-ai", "login-streak"]) {
        const answer = await claimOf(user.token, id);
        expect(answer.status, id).toBe(409);
        expect(answer.json).toEqual({ error: { code: "not_completed", message: "This challenge is not completed yet" } });
      }
      expect(await getBalances(db(), user.id)).toEqual(before);
      // The Rewards Center shows the same counts: nothing but the sign-up's log-in.
      expect(await progressOf(user.token)).toEqual({ "weekly-uploads": 0, "monthly-ai": 0, "daily-shares": 0, "login-streak": 1 });
    });

    it("five completed video uploads complete the weekly upload challenge; it pays once this week, even to 20 parallel claims", async () => {
      const user = await newUser();
      // An image does not count, and confirming the same upload again does not count twice.
      const key = await uploadVideo(user.token, "image/png", "photo.png");
      expect((await call(confirmFile, request("/api/files/complete", { key }, { token: user.token }))).status).toBe(200);
      const first = await uploadVideo(user.token);
      expect((await call(confirmFile, request("/api/files/complete", { key: first }, { token: user.token }))).status).toBe(200);
      for (let i = 0; i < 3; i += 1) await uploadVideo(user.token);
      expect((await progressOf(user.token))["weekly-uploads"]).toBe(4);
      expect((await claimOf(user.token, "weekly-uploads")).status).toBe(409);

      await uploadVideo(user.token);
      expect((await progressOf(user.token))["weekly-uploads"]).toBe(5);
      const before = (await getBalances(db(), user.id)).MSXT;
      const answers = await Promise.all(Array.from({ length: 20 }, () => claimOf(user.token, "weekly-uploads")));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409).every((a) => a.json.error?.code === "already_claimed")).toBe(true);
      expect((await getBalances(db(), user.id)).MSXT).toBe(before + reward("weekly-uploads"));
      const summary = await call(wallet, request("/api/wallet", undefined, { token: user.token }));
      expect((summary.json.claims as { challenges: string[] }).challenges).toEqual(["weekly-uploads"]);
    });

    it("shares count per saved project and day: one project shared three times is one share; another's project or a sample is 404", async () => {
      const user = await newUser();
      const other = await newUser();
      const mine = [await saveProject(user.id), await saveProject(user.id), await saveProject(user.id)];
      const theirs = await saveProject(other.id);
      const shareOf = (token: string, id: string) => call(share, request(`/api/projects/${id}/share`, {}, { token }), params({ id }));
      for (let i = 0; i < 3; i += 1) expect((await shareOf(user.token, mine[0])).status).toBe(200);
      expect((await shareOf(user.token, theirs)).status).toBe(404);
      expect((await shareOf(user.token, "1")).status).toBe(404);
      expect((await shareOf(user.token, "p-nope")).json).toEqual({ error: { code: "project_not_found", message: "Project not found" } });
      expect((await progressOf(user.token))["daily-shares"]).toBe(1);
      expect((await claimOf(user.token, "daily-shares")).status).toBe(409);

      await shareOf(user.token, mine[1]);
      await shareOf(user.token, mine[2]);
      expect((await progressOf(user.token))["daily-shares"]).toBe(3);
      expect((await claimOf(user.token, "daily-shares")).status).toBe(200);
      expect((await claimOf(user.token, "daily-shares")).status).toBe(409);
      expect((await progressOf(other.token))["daily-shares"]).toBe(0);
    });

    it("ten AI runs this month complete the AI challenge", async () => {
      const user = await newUser();
      for (let i = 0; i < 9; i += 1) await consumeUsage(db(), user.id, "ai_generation", null, usageMonth());
      expect((await claimOf(user.token, "monthly-ai")).status).toBe(409);
      await consumeUsage(db(), user.id, "ai_generation", null, usageMonth());
      expect((await claimOf(user.token, "monthly-ai")).status).toBe(200);
    });

    it("the log-in streak counts days in a row with a log-in, once a day, and pays once per week", async () => {
      const user = await newUser();
      // Logging in again today adds nothing.
      const again = await call(login, request("/api/auth/login", { email: user.email, password: PASSWORD }));
      expect(again.status).toBe(200);
      expect((await progressOf(user.token))["login-streak"]).toBe(1);

      const now = new Date("2020-06-10T12:00:00Z"); // long before the sign-up's own log-in today
      const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
      for (const n of [0, 1, 2, 3, 4, 5]) await recordActivity(db(), user.id, "login", loginRef(daysAgo(n)), daysAgo(n));
      await recordActivity(db(), user.id, "login", loginRef(daysAgo(7)), daysAgo(7)); // a gap on day 6
      const streak = async (at: Date) => (await challengeProgress(db(), user.id, at)).find((c) => c.id === "login-streak")!.progress;
      expect(await streak(now)).toBe(6);
      expect(await claimChallenge(db(), user.id, "login-streak", now)).toEqual({ ok: false, reason: "not_completed" });
      await recordActivity(db(), user.id, "login", loginRef(daysAgo(6)), daysAgo(6));
      expect(await streak(now)).toBe(7);
      expect(await claimChallenge(db(), user.id, "login-streak", now)).toEqual({ ok: true });
      expect(await claimChallenge(db(), user.id, "login-streak", now)).toEqual({ ok: false, reason: "already_claimed" });
      // Tomorrow, before logging in, yesterday's streak still stands (same week: still claimed).
      expect(await streak(new Date("2020-06-11T08:00:00Z"))).toBe(7);
    });

    it("an unknown challenge is 404, a malformed claim 400, in the one error shape", async () => {
      const user = await newUser();
      expect((await claimOf(user.token, "free-money")).json).toEqual({ error: { code: "not_found", message: "Unknown challenge" } });
      const bad = await call(claim, request("/api/wallet/claim", { kind: "challenge" }, { token: user.token }));
      expect(bad.status).toBe(400);
      expect(bad.json.error?.code).toBe("invalid_request");
    });
  });
}
