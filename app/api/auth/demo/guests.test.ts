/**
 * Guests are a sandbox: a visitor sees the demo user without anything being stored, a guest account is made only
 * by a request that changes server state (at most GUEST_LIMIT_PER_HOUR per client address), a guest is held to the
 * guest limits counted per guest and per client address (a new cookie buys nothing), and signing up keeps the
 * visitor's work but not the demo tokens or plan.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { count, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { POST as demo } from "@/app/api/auth/demo/route";
import { POST as signup } from "@/app/api/auth/signup/route";
import { GET as listFiles } from "@/app/api/files/route";
import { GET as me } from "@/app/api/me/route";
import { GET as orders } from "@/app/api/orders/route";
import { GET as listProjects, POST as createProject } from "@/app/api/projects/route";
import { POST as createMultipart } from "@/app/api/s3/multipart/route";
import { GET as tickets } from "@/app/api/tickets/route";
import { POST as countExport } from "@/app/api/usage/exports/route";
import { GET as usage } from "@/app/api/usage/route";
import type { UsageResponse } from "@/lib/contracts/usage";
import { POST as claim } from "@/app/api/wallet/claim/route";
import { GET as wallet } from "@/app/api/wallet/route";
import { docForStorage, sampleDoc } from "@/lib/editor/model/sample-doc";
import { savedProjectRecord } from "@/lib/projects/test-fixtures";
import { captionsRoute } from "@/lib/server/ai/routes";
import { call, freshToken, randomIp, request, runId, withAppDatabase } from "@/lib/server/auth/test-helpers";
import { accounts, files, projects } from "@/lib/server/db/schema";
import { testDatabases } from "@/lib/server/db/test-db";
import { resetEnvForTests } from "@/lib/server/env";
import { setStorageForTests } from "@/lib/server/storage";
import { EmbeddedStorage } from "@/lib/server/storage/embedded";

const MiB = 1024 * 1024;

let cookieJar: Record<string, string> = {};
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: (name: string) => (name in cookieJar ? { name, value: cookieJar[name] } : undefined) }),
}));

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "msx-guest-uploads-"));
  setStorageForTests(new EmbeddedStorage(root));
});
afterAll(async () => {
  setStorageForTests(null);
  await rm(root, { recursive: true, force: true });
});
afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
  cookieJar = {};
});

/** Sets guest limits for one test (the env is parsed once, so the cache is reset). */
function guestEnv(values: Record<string, string>) {
  for (const [k, v] of Object.entries(values)) vi.stubEnv(k, v);
  resetEnvForTests();
}

const captions = captionsRoute();
const generate = (token: string, ip: string) =>
  call(captions, request("/api/ai/captions", { userId: "demo-user", audioText: "Hello there." }, { token, ip }));

for (const factory of testDatabases()) {
  describe(`guests on ${factory.name}`, { timeout: 120_000 }, () => {
    const handle = withAppDatabase(factory);
    const db = () => handle().db;
    const accountRows = async () => (await db().select({ n: count() }).from(accounts))[0].n;

    it("reading as a new visitor shows the demo user and stores nothing: API reads, the demo button and page data", async () => {
      const before = await accountRows();
      const token = freshToken();
      const ip = randomIp();
      const user = await call(me, request("/api/me", undefined, { token, ip }));
      expect(user.status).toBe(200);
      expect(user.json.user).toMatchObject({ role: "guest", firstName: "Demo", lastName: "Creator", tokenBalance: "150.50", usdBalance: "0.00", subscriptionPlan: "pro", totalEarnings: "75.50" });
      const purse = await call(wallet, request("/api/wallet", undefined, { token, ip }));
      expect(purse.json).toMatchObject({ balances: { MSXT: "150.50", USD: "0.00" }, claims: { daily: false, weekly: false, challenges: [] } });
      expect((purse.json.transactions as { description: string }[]).map((t) => t.description)).toEqual(["Demo earnings", "Demo balance"]);
      // The demo user is a guest: its meters show the guest limits, not Pro's.
      const meters = (await call(usage, request("/api/usage", undefined, { token, ip }))).json as unknown as UsageResponse;
      expect(meters).toMatchObject({ plan: "pro", aiGenerations: { used: 0, total: 5 }, exports: { used: 0, total: 10 }, storage: { usedBytes: 0, totalBytes: 1024 * MiB } });
      for (const [route, url] of [[listProjects, "/api/projects"], [listFiles, "/api/files"], [orders, "/api/orders"], [tickets, "/api/tickets"]] as const) {
        expect((await call(route, request(url, undefined, { token, ip }))).status, url).toBe(200);
      }
      // "Continue as Demo User" answers the demo user with a new cookie, and stores no account either.
      const button = await call(demo, request("/api/auth/demo", {}, { token, ip }));
      expect(button.status).toBe(200);
      expect(button.json.user).toMatchObject({ role: "guest", tokenBalance: "150.50" });
      expect(button.cookies.get("msx_session")?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

      // What the pages render from (the root layout, My Projects, Subscription): the demo user, nothing stored.
      cookieJar = { msx_session: freshToken() };
      const { currentUser, currentWallet } = await import("@/lib/server/auth/current-user");
      const { accountProjects } = await import("@/lib/server/account-projects");
      const { currentAccount } = await import("@/lib/server/auth/session");
      const { usageOf } = await import("@/lib/entitlements/quotas");
      expect(await currentUser()).toMatchObject({ role: "guest", firstName: "Demo", tokenBalance: "150.50", subscriptionPlan: "pro" });
      expect((await currentWallet())?.balances).toEqual({ MSXT: "150.50", USD: "0.00" });
      expect((await accountProjects()).length).toBeGreaterThan(0);
      expect((await usageOf((await currentAccount())!)).aiGenerations).toEqual({ used: 0, total: 5 });
      expect(await accountRows()).toBe(before);

      // The first request that changes server state makes the guest, with the id the visitor already saw.
      const first = await call(claim, request("/api/wallet/claim", { kind: "daily" }, { token, ip }));
      expect(first.status).toBe(200);
      expect(first.json.user).toMatchObject({ id: user.json.user!.id, role: "guest", tokenBalance: "160.50" });
      expect(await accountRows()).toBe(before + 1);
    });

    it("a made-up cookie is at most a guest: 5 AI generations, not a Pro customer's unlimited ones", async () => {
      const token = freshToken();
      const ip = randomIp();
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) statuses.push((await generate(token, ip)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 402, 402, 402]);
      const refused = await generate(token, ip);
      expect(refused.json.error).toEqual({
        code: "quota_exceeded",
        message: "Guests can run 5 AI generations a month, shared by everyone on your network. Sign up free for your own.",
      });
      const meters = (await call(usage, request("/api/usage", undefined, { token, ip }))).json as unknown as UsageResponse;
      expect(meters.aiGenerations).toEqual({ used: 5, total: 5 });
    });

    it("dropping the cookie does not reset the AI quota, the export quota or the AI rate limit: they count per address", async () => {
      const ip = randomIp();
      for (let i = 0; i < 5; i++) expect((await generate(freshToken(), ip)).status).toBe(200);
      // A new cookie from the same address: the address's guest quota is used up.
      expect((await generate(freshToken(), ip)).status).toBe(402);
      // Another address has its own.
      expect((await generate(freshToken(), randomIp())).status).toBe(200);

      for (let i = 0; i < 10; i++) expect((await call(countExport, request("/api/usage/exports", {}, { token: freshToken(), ip }))).status).toBe(200);
      const export11 = await call(countExport, request("/api/usage/exports", {}, { token: freshToken(), ip }));
      expect(export11.status).toBe(402);
      expect(export11.json.error?.message).toBe("Guests can export 10 times a month, shared by everyone on your network. Sign up free for your own.");

      // The AI rate limit (30 a minute per tool) counts the address too: the 31st request with a new cookie is 429.
      const rateIp = randomIp();
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) statuses.push((await generate(freshToken(), rateIp)).status);
      expect(statuses.filter((s) => s === 429)).toHaveLength(1);
      expect(statuses[30]).toBe(429);
    });

    it("a guest's AI quota survives new cookies: 10 parallel requests from 10 new cookies on one address run 5", async () => {
      const ip = randomIp();
      const results = await Promise.all(Array.from({ length: 10 }, () => generate(freshToken(), ip)));
      expect(results.filter((r) => r.status === 200)).toHaveLength(5);
      expect(results.filter((r) => r.status === 402)).toHaveLength(5);
    });

    it("new guests per address are limited (GUEST_LIMIT_PER_HOUR): 20 parallel first requests with the limit at 5 make 5 accounts", async () => {
      guestEnv({ GUEST_LIMIT_PER_HOUR: "5" });
      const before = await accountRows();
      const ip = randomIp();
      const results = await Promise.all(
        Array.from({ length: 20 }, () => call(claim, request("/api/wallet/claim", { kind: "daily" }, { token: freshToken(), ip }))),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(5);
      const refused = results.filter((r) => r.status === 429);
      expect(refused).toHaveLength(15);
      expect(refused[0].json.error?.code).toBe("too_many_guests");
      expect(Number(refused[0].headers.get("retry-after"))).toBeGreaterThan(3000);
      expect(await accountRows()).toBe(before + 5);
      // Another address is not affected; a guest that exists keeps working.
      expect((await call(claim, request("/api/wallet/claim", { kind: "daily" }, { token: freshToken(), ip: randomIp() }))).status).toBe(200);
    });

    it("guest limits are configurable: raised for a staging deployment", async () => {
      guestEnv({ GUEST_AI_GENERATIONS_PER_MONTH: "7" });
      const ip = randomIp();
      const token = freshToken();
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) statuses.push((await generate(token, ip)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 402]);
    });

    it("upload storage is counted per address for guests: a new cookie cannot reserve past the guest's 1 GB", async () => {
      guestEnv({ GUEST_STORAGE_MB: "100" });
      const ip = randomIp();
      const reserve = (token: string, size: number, from = ip) =>
        call(createMultipart, request("/api/s3/multipart", { filename: "clip.mp4", type: "video/mp4", metadata: { size } }, { token, ip: from }));
      expect((await reserve(freshToken(), 60 * MiB)).status).toBe(200);
      const second = await reserve(freshToken(), 60 * MiB);
      expect(second.status).toBe(402);
      expect(second.json.error?.message).toBe(
        "This file (60 MB) does not fit in the 100 MB guests can upload, shared by everyone on your network: 60 MB is in use. Sign up free for your own storage.",
      );
      expect((await reserve(freshToken(), 60 * MiB, randomIp())).status).toBe(200);
      // 10 parallel reservations of 20 MB from new cookies on a fresh address: exactly 5 fit in 100 MB.
      const crowd = randomIp();
      const results = await Promise.all(Array.from({ length: 10 }, () => reserve(freshToken(), 20 * MiB, crowd)));
      expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    });

    it("signing up from a guest keeps its projects and files, not the demo tokens or the demo plan", async () => {
      const token = freshToken();
      const ip = randomIp();
      const record = savedProjectRecord({ doc: docForStorage(sampleDoc({ title: "Guest Trip" })), thumbnail: "data:image/jpeg;base64,AAAA" });
      const saved = await call(createProject, request("/api/projects", { record }, { token, ip }));
      expect(saved.status).toBe(201);
      const upload = await call(createMultipart, request("/api/s3/multipart", { filename: "clip.mp4", type: "video/mp4", metadata: { size: MiB } }, { token, ip }));
      expect(upload.status).toBe(200);
      expect((await call(claim, request("/api/wallet/claim", { kind: "daily" }, { token, ip }))).status).toBe(200);
      const guestId = (await call(me, request("/api/me", undefined, { token, ip }))).json.user!.id as string;

      const id = runId();
      const answer = await call(
        signup,
        request("/api/auth/signup", { firstName: "Ada", lastName: "Lovelace", username: `ada_${id}`, email: `ada-${id}@example.com`, password: "engine-42-secret" }, { token, ip }),
      );
      expect(answer.status).toBe(201);
      const user = answer.json.user!;
      expect(user).toMatchObject({ role: "user", tokenBalance: "5.00", usdBalance: "0.00", subscriptionPlan: "free", totalEarnings: "5.00" });
      expect(user.id).not.toBe(guestId);
      const userToken = answer.cookies.get("msx_session")!.value;
      const projectId = (saved.json.project as { id: string }).id;
      const list = (await call(listProjects, request("/api/projects", undefined, { token: userToken, ip }))).json as { projects: { id: string }[] };
      expect(list.projects.map((p) => p.id)).toContain(projectId);
      const [project] = await db().select().from(projects).where(eq(projects.id, projectId));
      expect(project.accountId).toBe(user.id);
      const moved = await db().select().from(files).where(eq(files.accountId, user.id as string));
      expect(moved).toHaveLength(1);
      expect(moved[0].guestClient).toBeNull();
      // The guest account, with its demo ledger, is gone.
      expect(await db().select().from(accounts).where(eq(accounts.id, guestId))).toHaveLength(0);
      const purse = await call(wallet, request("/api/wallet", undefined, { token: userToken, ip }));
      expect((purse.json.transactions as { description: string }[]).map((t) => t.description)).toEqual(["Welcome bonus"]);
    });
  });
}
