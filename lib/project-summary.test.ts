import { describe, expect, it } from "vitest";

import { savedProjectSchema } from "./project-schema";
import type { SavedProject } from "./project-schema";
import { toProject } from "./project-summary";
import { savedProjectRecord } from "./saved-project-fixture";

const record: SavedProject = savedProjectRecord({
  id: "p-1",
  title: "Beach Day",
  visibility: "public",
  properties: { duration: "00:02:30", resolution: "1280x720", frameRate: 24 },
  color: { brightness: 60, contrast: 50, saturation: 40 },
  effects: ["relight"],
  appliedEffects: ["Neon Glow"],
  clips: [
    { name: "a.webm", type: "video/webm", duration: 6, size: 3 * 1024 * 1024, url: null, source: "local" },
    { name: "b.mp4", type: "video/mp4", duration: 66.5, url: "https://bucket/b.mp4", key: "k", source: "upload" },
  ],
  thumbnail: "data:image/jpeg;base64,AAAA",
  createdAt: Date.UTC(2026, 0, 1),
  updatedAt: Date.UTC(2026, 0, 2),
});

describe("saved projects", () => {
  it("parse with their schema", () => {
    expect(savedProjectSchema.parse(record)).toEqual(record);
    expect(savedProjectSchema.safeParse({ ...record, properties: { ...record.properties, frameRate: 25 } }).success).toBe(false);
  });

  it("map to My Projects' Project as drafts", () => {
    expect(toProject(record)).toEqual({
      id: "p-1",
      title: "Beach Day",
      description: "2 clips: a.webm, b.mp4",
      thumbnail: "data:image/jpeg;base64,AAAA",
      duration: "1:12",
      resolution: "1280x720",
      status: "draft",
      visibility: "public",
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-02T00:00:00.000Z",
      size: "3 MB",
      saved: true,
    });
  });

  it("fall back to the duration text, a placeholder size and a sample thumbnail", () => {
    const p = toProject({ ...record, clips: [], thumbnail: "" });
    expect(p).toMatchObject({ duration: "00:02:30", size: "—", description: "No clips yet", thumbnail: "/media/thumbs/thumb-1.jpg" });
  });
});
