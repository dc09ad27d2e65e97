import { afterEach, describe, expect, it, vi } from "vitest";

import { emptyDoc } from "@/lib/editor/model/empty-doc";
import type { SavedProject } from "@/lib/projects/saved-project";
import { toProject } from "@/lib/projects/summary";

import { createProject, fetchProject, saveProject, type ServerProject } from "./store";

const record: SavedProject = {
  id: "p-1",
  doc: emptyDoc({ title: "Beach Day" }),
  thumbnail: "",
  createdAt: Date.UTC(2026, 0, 1),
  updatedAt: Date.UTC(2026, 0, 2),
};
const stored: ServerProject = { id: "p-1", revision: 2, record, summary: toProject(record) };

const answer = (status: number, body: unknown) => vi.fn(async (_url: string, _init?: RequestInit) => Response.json(body, { status }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("projects on the server", () => {
  it("saves at the loaded revision and hands back the stored project", async () => {
    const fetchMock = answer(200, { project: stored });
    vi.stubGlobal("fetch", fetchMock);
    expect(await saveProject(record, 1)).toEqual({ ok: true, project: stored });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/projects/p-1");
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: "PUT", body: JSON.stringify({ record, revision: 1 }) });
  });

  it("reads the revision the server is at from a conflict", async () => {
    vi.stubGlobal("fetch", answer(409, { error: { code: "revision_conflict", message: "Saved elsewhere.", revision: 5 } }));
    expect(await saveProject(record, 1)).toEqual({ ok: false, message: "Saved elsewhere.", conflict: { revision: 5 } });
    vi.stubGlobal("fetch", answer(409, { error: { code: "revision_conflict", message: "Saved elsewhere." } }));
    expect(await saveProject(record, 1)).toEqual({ ok: false, message: "Saved elsewhere.", conflict: { revision: null } });
  });

  it("a refused or unreadable save is not a conflict", async () => {
    vi.stubGlobal("fetch", answer(413, { error: { code: "too_large", message: "The project is too large." } }));
    expect(await createProject(record)).toEqual({ ok: false, message: "The project is too large.", conflict: null });
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubGlobal("fetch", answer(201, { project: { id: "p-1" } }));
    expect(await createProject(record)).toMatchObject({ ok: false, conflict: null });
  });

  it("opens a project, or says it is missing (404)", async () => {
    vi.stubGlobal("fetch", answer(200, { project: stored }));
    expect(await fetchProject("p-1")).toEqual({ ok: true, project: stored });
    vi.stubGlobal("fetch", answer(404, { error: { code: "project_not_found", message: "Project not found" } }));
    expect(await fetchProject("p-9")).toMatchObject({ ok: false, status: 404 });
  });
});
