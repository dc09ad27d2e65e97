/** A saved editor project (the record the editor stores), for tests and benchmarks: pass what differs. */
import type { SavedProject } from "@/lib/project-schema";

export function savedProjectRecord(overrides: Partial<SavedProject> = {}): SavedProject {
  return {
    id: "p-new",
    title: "Road Trip",
    visibility: "private",
    allowComments: true,
    allowDownloads: false,
    aspectRatio: "16:9",
    properties: { duration: "00:00:06", resolution: "1920x1080", frameRate: 30 },
    color: { brightness: 50, contrast: 50, saturation: 50 },
    blur: { type: null, intensity: 50, targets: [], autoTrack: true, smartBlending: true },
    lipSync: 85,
    effects: [],
    appliedEffects: [],
    voice: null,
    clips: [{ name: "sample-clip.webm", type: "video/webm", duration: 6, url: "/media/sample-clip.webm", source: "sample" }],
    thumbnail: "",
    createdAt: 1,
    updatedAt: 1,
    ...overrides,
  };
}
