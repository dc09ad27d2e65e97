import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { GET as getProject } from "@/app/api/projects/[id]/route";
import { POST as useTemplate } from "@/app/api/templates/[id]/project/route";
import { DELETE as deleteMine, GET as getMine } from "@/app/api/templates/mine/[id]/route";
import { GET as listMine, POST as saveMine } from "@/app/api/templates/mine/route";
import { templateDoc } from "@/lib/catalog/template-docs";
import { templates } from "@/lib/catalog/templates";
import { docDuration, EMPTY_SLOT_ASSET, emptySlots, type MediaItem, type ProjectDoc } from "@/lib/editor/model/document";
import { fillSlot } from "@/lib/editor/edits/slot-edits";
import { sampleDoc } from "@/lib/editor/model/sample-doc";
import { call, freshToken, request, sha256Hex, withAppDatabase } from "@/lib/server/auth/test-helpers";
import { createGuest, setPlan } from "@/lib/server/db/queries/accounts";
import { accounts, projects, userTemplates } from "@/lib/server/db/schema";
import { testDatabases } from "@/lib/server/db/test-db";

const params = (id: string) => ({ params: Promise.resolve({ id }) });
const free = templates.find((t) => t.title === "Viral TikTok Intro")!;
const premium = templates.find((t) => t.isPremium)!;

for (const factory of testDatabases()) {
  describe(`templates API on ${factory.name}`, { timeout: 60_000 }, () => {
    const handle = withAppDatabase(factory);
    const db = () => handle().db;

    async function accountOn(plan: "free" | "pro") {
      const token = freshToken();
      const account = await createGuest(db(), sha256Hex(token));
      await db().update(accounts).set({ role: "user" }).where(eq(accounts.id, account.id));
      await setPlan(db(), account.id, plan);
      return { id: account.id, token };
    }
    const use = (token: string, id: string) => call(useTemplate, request(`/api/templates/${id}/project`, {}, { token }), params(id));
    const save = (token: string, body: unknown) => call(saveMine, request("/api/templates/mine", body, { token }));

    it("Use Template stores a new project of the account holding the template's document", async () => {
      const { id, token } = await accountOn("free");
      const answer = await use(token, free.id);
      expect(answer.status, JSON.stringify(answer.json)).toBe(201);
      const projectId = (answer.json.project as { id: string }).id;
      const [row] = await db().select().from(projects).where(eq(projects.id, projectId));
      expect(row.accountId).toBe(id);
      expect(row.title).toBe(free.title);
      const opened = await call(getProject, request(`/api/projects/${projectId}`, undefined, { token }), params(projectId));
      const doc = (opened.json.project as { record: { doc: ProjectDoc } }).record.doc;
      expect(doc.tracks).toEqual(templateDoc(free.id)!.tracks);
      expect(docDuration(doc)).toBe(15);
    });

    it("a premium template needs its plan (403, nothing stored); an unknown one is a 404", async () => {
      const { id, token } = await accountOn("free");
      const refused = await use(token, premium.id);
      expect(refused.status).toBe(403);
      expect(refused.json.error).toEqual({ code: "premium_required", message: "This template requires a Pro or Enterprise subscription." });
      expect(await db().select().from(projects).where(eq(projects.accountId, id))).toEqual([]);
      const pro = await accountOn("pro");
      expect((await use(pro.token, premium.id)).status).toBe(201);
      expect((await use(pro.token, "tpl-nope")).status).toBe(404);
      expect((await use(pro.token, "ut-nope")).status).toBe(404);
    });

    it("attacks: a plan claimed in the body or headers, 20 parallel uses, odd ids and a body over 2 MB", async () => {
      const { id, token } = await accountOn("free");
      const forged = await call(
        useTemplate,
        request(`/api/templates/${premium.id}/project`, { plan: "pro", isPremium: false }, { token, headers: { "x-plan": "enterprise" } }),
        params(premium.id),
      );
      expect(forged.status).toBe(403);
      const premiumRuns = await Promise.all(Array.from({ length: 20 }, () => use(token, premium.id)));
      expect(premiumRuns.map((a) => a.status)).toEqual(Array(20).fill(403));
      expect(await db().select().from(projects).where(eq(projects.accountId, id))).toEqual([]);
      const freeRuns = await Promise.all(Array.from({ length: 20 }, () => use(token, free.id)));
      expect(freeRuns.map((a) => a.status)).toEqual(Array(20).fill(201));
      const ids = new Set(freeRuns.map((a) => (a.json.project as { id: string }).id));
      expect(ids.size).toBe(20);
      expect(await db().select().from(projects).where(eq(projects.accountId, id))).toHaveLength(20);
      for (const odd of ["../../projects", "a".repeat(101), "ut-", "constructor", "__proto__"]) expect((await use(token, odd)).status, odd).toBe(404);
      const big = await save(token, { title: "Big", doc: { pad: "a".repeat(2_100_000) }, slotIds: [] });
      expect(big.status).toBe(413);
      expect(await db().select().from(userTemplates).where(eq(userTemplates.accountId, id))).toEqual([]);
    });

    it("Save as Template stores the project with its chosen items as empty slots; a new project starts from it", async () => {
      const { token } = await accountOn("free");
      const doc = sampleDoc({ title: "My vlog" });
      const clipId = doc.tracks.flatMap((t) => t.items)[0].id;
      const saved = await save(token, { title: "Vlog opener", description: "Two shots and a title", doc, slotIds: [clipId] });
      expect(saved.status, JSON.stringify(saved.json)).toBe(201);
      const template = saved.json.template as { id: string; slotCount: number; duration: string; aspectRatio: string };
      expect(template).toMatchObject({ slotCount: 1, duration: "0:06", aspectRatio: "16:9" });

      const list = await call(listMine, request("/api/templates/mine", undefined, { token }));
      expect((list.json.templates as { id: string; title: string }[]).map((t) => t.title)).toEqual(["Vlog opener"]);
      const one = await call(getMine, request(`/api/templates/mine/${template.id}`, undefined, { token }), params(template.id));
      const stored = one.json.doc as ProjectDoc;
      expect(emptySlots(stored).map((s) => s.id)).toEqual([clipId]);
      expect(stored.assets).toEqual([]);

      const made = await use(token, template.id);
      expect(made.status).toBe(201);
      const projectId = (made.json.project as { id: string }).id;
      const opened = await call(getProject, request(`/api/projects/${projectId}`, undefined, { token }), params(projectId));
      const item = (opened.json.project as { record: { doc: ProjectDoc } }).record.doc.tracks.flatMap((t) => t.items)[0] as MediaItem;
      expect(item).toMatchObject({ id: clipId, assetId: EMPTY_SLOT_ASSET, slot: { label: "Clip 1" } });
    });

    it("another account's template is not found, to read, use or delete", async () => {
      const owner = await accountOn("free");
      const other = await accountOn("pro");
      const saved = await save(owner.token, { title: "Mine", doc: templateDoc(free.id), slotIds: [] });
      const id = (saved.json.template as { id: string }).id;
      expect((await call(getMine, request(`/api/templates/mine/${id}`, undefined, { token: other.token }), params(id))).status).toBe(404);
      expect((await use(other.token, id)).status).toBe(404);
      const del = (token: string) => call(deleteMine, request(`/api/templates/mine/${id}`, undefined, { token, method: "DELETE" }), params(id));
      expect((await del(other.token)).status).toBe(404);
      expect((await call(listMine, request("/api/templates/mine", undefined, { token: other.token }))).json.templates).toEqual([]);
      expect((await del(owner.token)).status).toBe(204);
      expect(await db().select().from(userTemplates).where(eq(userTemplates.id, id))).toEqual([]);
    });

    it("refuses a bad body or document with a 400 in the one error shape, storing nothing", async () => {
      const { id, token } = await accountOn("free");
      const noTitle = await save(token, { title: " ", doc: sampleDoc(), slotIds: [] });
      expect(noTitle.status).toBe(400);
      const badDoc = await save(token, { title: "Broken", doc: { version: 2 }, slotIds: [] });
      expect(badDoc.status).toBe(400);
      expect(badDoc.json.error?.code).toBe("invalid_project");
      const doc = sampleDoc();
      const overlapping = { ...doc, tracks: doc.tracks.map((t, i) => (i === 0 ? { ...t, items: [...t.items, { ...t.items[0], id: "dup" }] } : t)) };
      expect((await save(token, { title: "Overlap", doc: overlapping, slotIds: [] })).status).toBe(400);
      const unsafe = fillSlot(templateDoc(free.id)!, {
        itemId: "slot-1",
        asset: { id: "bad", name: "x.webm", mime: "video/webm", kind: "video", duration: 3, source: "sample", url: "javascript:alert(1)" },
      });
      const refused = await save(token, { title: "Unsafe", doc: unsafe, slotIds: [] });
      expect(refused.status).toBe(400);
      expect(refused.json.error?.message).toMatch(/URL that cannot be stored/);
      expect(await db().select().from(userTemplates).where(eq(userTemplates.accountId, id))).toEqual([]);
    });
  });
}
