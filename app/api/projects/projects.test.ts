import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { GET as getOne, DELETE as remove, PATCH as patch, PUT as put } from "@/app/api/projects/[id]/route";
import { GET as thumbnail } from "@/app/api/projects/[id]/thumbnail/route";
import { GET as list, POST as create } from "@/app/api/projects/route";
import type { MediaAsset, ProjectDoc, ProjectSettings } from "@/lib/editor/model/document";
import { addAsset, addItem, defaultTrackIds } from "@/lib/editor/edits/index";
import { docForStorage, itemForAsset, sampleDoc } from "@/lib/editor/model/sample-doc";
import type { SavedProject } from "@/lib/projects/saved-project";
import { legacyProjectRecord, savedProjectRecord } from "@/lib/projects/test-fixtures";
import { call, freshToken, request } from "@/lib/server/auth/test-helpers";
import { withAppDatabase } from "@/lib/server/auth/test-helpers";
import { files, projects } from "@/lib/server/db/schema";
import { testDatabases } from "@/lib/server/db/test-db";

function docWithLocalFile(): ProjectDoc {
  const doc = sampleDoc({ title: "Road Trip" });
  return {
    ...doc,
    assets: [
      ...doc.assets,
      { id: "asset-local", name: "holiday.webm", mime: "video/webm", kind: "video", duration: 4, source: "local", url: "blob:http://x/abc" },
    ],
  };
}

type RecordOverrides = Partial<Omit<SavedProject, "doc">> & { doc?: ProjectDoc } & Partial<Pick<ProjectSettings, "title" | "visibility">>;

function record({ title, visibility, ...overrides }: RecordOverrides = {}): SavedProject {
  return savedProjectRecord({
    doc: docForStorage(sampleDoc({ title: "Road Trip" })),
    thumbnail: "data:image/jpeg;base64,AAAA",
    ...overrides,
    settings: { ...(title !== undefined ? { title } : {}), ...(visibility ? { visibility } : {}) },
  });
}

/** The sample document with one more asset and its item after the sample clip. */
function docWithAsset(asset: MediaAsset): ProjectDoc {
  const doc = addAsset(sampleDoc({ title: "Road Trip" }), { asset });
  return addItem(doc, { item: itemForAsset(asset, `item-${asset.id}`, 6, 5), trackId: defaultTrackIds.video });
}

const ctx = (id: string) => ({ params: Promise.resolve({ id }) });

for (const factory of testDatabases()) {
  describe(`projects API on ${factory.name}`, { timeout: 60_000 }, () => {
    const handle = withAppDatabase(factory);
    const db = () => handle().db;

    async function createAs(token: string, overrides: Partial<SavedProject> = {}) {
      const answer = await call(create, request("/api/projects", { record: record(overrides) }, { token }));
      expect(answer.status, JSON.stringify(answer.json)).toBe(201);
      return answer.json.project as { id: string; revision: number; record: SavedProject; summary: Record<string, unknown> };
    }

    it("creates, lists, reads, saves with the loaded revision and deletes", async () => {
      const a = freshToken();
      const project = await createAs(a);
      expect(project.id).toMatch(/^p-[0-9a-f-]{36}$/);
      expect(project.revision).toBe(1);
      expect(project.record).toMatchObject({ id: project.id, doc: { settings: { title: "Road Trip", visibility: "private" } }, thumbnail: "data:image/jpeg;base64,AAAA" });
      const [row] = await db().select().from(projects).where(eq(projects.id, project.id));
      expect(row).toMatchObject({ title: "Road Trip", description: "1 clip: sample-clip.webm", status: "draft", visibility: "private", revision: 1 });
      // The thumbnail is kept once, in its column; the document once, without a clip list or settings beside it.
      expect((row.document as SavedProject).thumbnail).toBe("");
      expect(Object.keys(row.document as object).sort()).toEqual(["createdAt", "doc", "id", "thumbnail", "updatedAt"]);

      const listed = await call(list, request("/api/projects", undefined, { token: a }));
      expect(listed.status).toBe(200);
      expect(listed.json.projects).toEqual([expect.objectContaining({ id: project.id, title: "Road Trip", duration: "0:06", revision: 1, saved: true })]);
      expect(listed.json.hiddenSamples).toEqual([]);
      // The captured frame is linked, not inlined, and only its account can fetch it.
      const card = (listed.json.projects as { thumbnail: string }[])[0];
      expect(card.thumbnail).toBe(`/api/projects/${project.id}/thumbnail?v=1`);
      const image = await thumbnail(request(card.thumbnail, undefined, { token: a }), ctx(project.id));
      expect(image.status).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/jpeg");
      expect(Buffer.from(await image.arrayBuffer())).toEqual(Buffer.from("AAAA", "base64"));
      expect((await thumbnail(request(card.thumbnail, undefined, { token: freshToken() }), ctx(project.id))).status).toBe(404);

      const saved = await call(
        put,
        request(`/api/projects/${project.id}`, { record: record({ id: project.id, title: "Road Trip 2", visibility: "public" }), revision: 1 }, { token: a, method: "PUT" }),
        ctx(project.id),
      );
      expect(saved.status).toBe(200);
      expect(saved.json.project).toMatchObject({ revision: 2, record: { doc: { settings: { title: "Road Trip 2", visibility: "public" } } } });

      const read = await call(getOne, request(`/api/projects/${project.id}`, undefined, { token: a }), ctx(project.id));
      expect(read.json.project).toMatchObject({ id: project.id, revision: 2, record: { doc: { settings: { title: "Road Trip 2", color: { brightness: 50 } } } } });

      const deleted = await call(remove, request(`/api/projects/${project.id}`, undefined, { token: a, method: "DELETE" }), ctx(project.id));
      expect(deleted.status).toBe(200);
      expect(await db().select().from(projects).where(eq(projects.id, project.id))).toEqual([]);
      const gone = await call(getOne, request(`/api/projects/${project.id}`, undefined, { token: a }), ctx(project.id));
      expect(gone.status).toBe(404);
    });

    it("refuses a save at an older revision with 409 JSON and keeps the newer save", async () => {
      const a = freshToken();
      const project = await createAs(a);
      const body = (title: string, revision: number) =>
        request(`/api/projects/${project.id}`, { record: record({ id: project.id, title }), revision }, { token: a, method: "PUT" });
      expect((await call(put, body("From browser one", 1), ctx(project.id))).status).toBe(200);
      const stale = await call(put, body("From browser two", 1), ctx(project.id));
      expect(stale.status).toBe(409);
      expect(stale.json.error).toMatchObject({ code: "revision_conflict", revision: 2 });
      const [row] = await db().select().from(projects).where(eq(projects.id, project.id));
      expect(row).toMatchObject({ title: "From browser one", revision: 2 });

      // Of parallel saves at one revision exactly one wins.
      const results = await Promise.all(Array.from({ length: 5 }, (_, i) => call(put, body(`parallel ${i}`, 2), ctx(project.id))));
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
      const [after] = await db().select().from(projects).where(eq(projects.id, project.id));
      expect(after.revision).toBe(3);

      // A visibility change from My Projects is a change too: the editor at the old revision gets the conflict.
      const vis = await call(patch, request(`/api/projects/${project.id}`, { visibility: "public" }, { token: a, method: "PATCH" }), ctx(project.id));
      expect(vis.status).toBe(200);
      expect(vis.json.project).toMatchObject({ revision: 4, summary: { visibility: "public" } });
      expect((await call(put, body("stale editor", 3), ctx(project.id))).status).toBe(409);
    });

    it("B can never see, change or delete A's project: every route answers 404", async () => {
      const a = freshToken();
      const b = freshToken();
      const project = await createAs(a);
      const id = project.id;

      const bList = await call(list, request("/api/projects", undefined, { token: b }));
      expect(bList.json.projects).toEqual([]);
      const answers = await Promise.all([
        call(getOne, request(`/api/projects/${id}`, undefined, { token: b }), ctx(id)),
        call(put, request(`/api/projects/${id}`, { record: record({ id, title: "B was here" }), revision: 1 }, { token: b, method: "PUT" }), ctx(id)),
        call(patch, request(`/api/projects/${id}`, { visibility: "public" }, { token: b, method: "PATCH" }), ctx(id)),
        call(remove, request(`/api/projects/${id}`, undefined, { token: b, method: "DELETE" }), ctx(id)),
      ]);
      for (const answer of answers) {
        expect(answer.status).toBe(404);
        expect(answer.json.error).toEqual({ code: "project_not_found", message: "Project not found" });
      }
      const [row] = await db().select().from(projects).where(eq(projects.id, id));
      expect(row).toMatchObject({ title: "Road Trip", visibility: "private", revision: 1 });
      // A still has it.
      expect((await call(getOne, request(`/api/projects/${id}`, undefined, { token: a }), ctx(id))).status).toBe(200);
    });

    it("needs a session: 401 JSON without one", async () => {
      const answer = await call(list, request("/api/projects"));
      expect(answer.status).toBe(401);
      expect(answer.json.error?.code).toBe("unauthorized");
    });

    it("validates the document with its schema (400) and limits the body (413)", async () => {
      const a = freshToken();
      const good = record();
      const bad = await call(create, request("/api/projects", { record: { ...good, doc: { ...good.doc, settings: { ...good.doc.settings, frameRate: 25 } } } }, { token: a }));
      expect(bad.status).toBe(400);
      expect(bad.json.error?.code).toBe("invalid_project");
      expect(bad.json.error?.message).toMatch(/^The project document is not valid \(doc\.settings\.frameRate: /);
      const noDoc = await call(create, request("/api/projects", { record: { ...good, doc: undefined } }, { token: a }));
      expect(noDoc.status).toBe(400);
      expect(noDoc.json.error?.message).toMatch(/^The project document is not valid/);
      // The clip-list shape is read through the migration, with its own schema.
      const legacy = legacyProjectRecord({ properties: { duration: "x", resolution: "1920x1080", frameRate: 30 } });
      const badLegacy = await call(create, request("/api/projects", { record: { ...legacy, properties: { ...legacy.properties, frameRate: 25 } } }, { token: a }));
      expect(badLegacy.status).toBe(400);
      expect(badLegacy.json.error?.message).toMatch(/^The project document is not valid \(properties\.frameRate: /);

      const overlapping = sampleDoc();
      const video = overlapping.tracks.find((t) => t.items.length > 0)!;
      const brokenDoc = { ...overlapping, tracks: overlapping.tracks.map((t) => (t === video ? { ...t, items: [video.items[0], { ...video.items[0], id: "dup", start: 1 }] } : t)) };
      const broken = await call(create, request("/api/projects", { record: record({ doc: brokenDoc }) }, { token: a }));
      expect(broken.status).toBe(400);
      expect(broken.json.error?.message).toMatch(/breaks the timeline's rules: .*overlap/);

      const scriptAsset: MediaAsset = { id: "x", name: "x", mime: "video/mp4", kind: "video", duration: 1, url: "javascript:alert(1)", source: "sample" };
      const script = await call(create, request("/api/projects", { record: record({ doc: docWithAsset(scriptAsset) }) }, { token: a }));
      expect(script.status).toBe(400);
      expect(script.json.error?.message).toBe('The media "x" has a URL that cannot be stored');

      const noRevision = await call(put, request("/api/projects/p-x", { record: record({ id: "p-x" }) }, { token: a, method: "PUT" }), ctx("p-x"));
      expect(noRevision.status).toBe(400);

      const huge = await call(create, request("/api/projects", { record: record({ thumbnail: `data:image/jpeg;base64,${"A".repeat(2 * 1024 * 1024)}` }) }, { token: a }));
      expect(huge.status).toBe(413);
      expect(huge.json.error?.code).toBe("payload_too_large");

      const notJson = await call(create, new Request("http://127.0.0.1:3000/api/projects", { method: "POST", headers: { cookie: `msx_session=${a}` }, body: "{" }));
      expect(notJson.status).toBe(400);
      expect(notJson.json.error?.code).toBe("invalid_json");
    });

    it("stores a local file as a reference without its blob: URL, and refuses another account's upload", async () => {
      const a = freshToken();
      const b = freshToken();
      const project = await createAs(a, { doc: docWithLocalFile() });
      const [row] = await db().select().from(projects).where(eq(projects.id, project.id));
      const stored = row.document as SavedProject;
      expect(stored.doc.assets.find((x) => x.id === "asset-local")).toMatchObject({ source: "local", url: null, name: "holiday.webm" });

      // An upload recorded under A cannot be put in B's project.
      const aAccount = (await db().select().from(projects).where(eq(projects.id, project.id)))[0].accountId;
      const key = `uploads/${crypto.randomUUID()}-clip.mp4`;
      await db().insert(files).values({ id: crypto.randomUUID(), accountId: aAccount, key, name: "clip.mp4", contentType: "video/mp4", sizeBytes: 10, status: "complete" });
      const upload: MediaAsset = { id: "up", name: "clip.mp4", mime: "video/mp4", kind: "video", duration: 3, url: `/api/storage/files/${key}`, key, source: "upload" };
      const refused = await call(create, request("/api/projects", { record: record({ doc: docWithAsset(upload) }) }, { token: b }));
      expect(refused.status).toBe(400);
      expect(refused.json.error?.message).toBe("The project refers to an upload that is not yours");
      // A may.
      expect((await call(create, request("/api/projects", { record: record({ doc: docWithAsset(upload) }) }, { token: a }))).status).toBe(201);
      // An upload needs its key.
      const keyless = await call(create, request("/api/projects", { record: record({ doc: docWithAsset({ ...upload, key: undefined }) }) }, { token: a }));
      // The clip-list shape gets the same checks: another account's upload is refused there too.
      const legacyUpload = { name: "clip.mp4", type: "video/mp4", duration: 3, url: `/api/storage/files/${key}`, key, source: "upload" as const };
      const refusedLegacy = await call(create, request("/api/projects", { record: legacyProjectRecord({ clips: [legacyUpload] }) }, { token: b }));
      expect(refusedLegacy.json.error?.message).toBe("The project refers to an upload that is not yours");
      expect(keyless.status).toBe(400);
    });

    it("reads projects in the clip-list shape through the migration: saved so, and rows stored so", async () => {
      const a = freshToken();
      const legacy = legacyProjectRecord({
        title: "Old Cut",
        visibility: "public",
        properties: { duration: "00:00:06", resolution: "1280x720", frameRate: 24 },
        clips: [
          { name: "sample-clip.webm", type: "video/webm", duration: 6, url: "/media/sample-clip.webm", source: "sample" },
          { name: "song.mp3", type: "audio/mpeg", duration: 3, url: null, source: "saved" },
        ],
      });
      const created = await call(create, request("/api/projects", { record: legacy }, { token: a }));
      expect(created.status, JSON.stringify(created.json)).toBe(201);
      const project = created.json.project as { id: string; record: SavedProject; summary: Record<string, unknown> };
      expect(project.summary).toMatchObject({ title: "Old Cut", visibility: "public", resolution: "1280x720", description: "2 clips: sample-clip.webm, song.mp3", duration: "0:09" });
      expect(project.record.doc.settings).toMatchObject({ title: "Old Cut", visibility: "public", frameRate: 24 });
      const [row] = await db().select().from(projects).where(eq(projects.id, project.id));
      expect(row.document).not.toHaveProperty("clips");
      expect(row.document).not.toHaveProperty("properties");

      // A row written before the document was the only saved shape is answered in the current shape.
      await db().update(projects).set({ document: { ...legacy, id: project.id, title: "ignored: the row's title wins" } }).where(eq(projects.id, project.id));
      const read = await call(getOne, request(`/api/projects/${project.id}`, undefined, { token: a }), ctx(project.id));
      const readRecord = (read.json.project as { record: SavedProject }).record;
      expect(readRecord.doc.settings).toMatchObject({ title: "Old Cut", resolution: "1280x720" });
      expect(readRecord.doc.tracks.find((t) => t.id === defaultTrackIds.audio)?.items).toMatchObject([{ name: "song.mp3", start: 6 }]);
      expect(readRecord).not.toHaveProperty("clips");
    });

    it("deleting a sample project hides it for that account only", async () => {
      const a = freshToken();
      const b = freshToken();
      expect((await call(remove, request("/api/projects/1", undefined, { token: a, method: "DELETE" }), ctx("1"))).status).toBe(200);
      expect((await call(list, request("/api/projects", undefined, { token: a }))).json.hiddenSamples).toEqual(["1"]);
      expect((await call(list, request("/api/projects", undefined, { token: b }))).json.hiddenSamples).toEqual([]);
    });
  });
}
