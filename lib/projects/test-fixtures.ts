/** Saved editor projects (the records the editor stores), for tests and benchmarks: pass what differs. */
import type { ProjectDoc, ProjectSettings } from "@/lib/editor/model/document";
import type { LegacyProject } from "@/lib/editor/model/migrate";
import { sampleDoc } from "@/lib/editor/model/sample-doc";
import type { SavedProject } from "@/lib/projects/saved-project";

/** A record in the current shape: `settings` go into the document (the sample document unless `doc` is given). */
export function savedProjectRecord(
  overrides: Partial<Omit<SavedProject, "doc">> & { doc?: ProjectDoc; settings?: Partial<ProjectSettings> } = {},
): SavedProject {
  const { settings, doc, ...rest } = overrides;
  const base = doc ?? sampleDoc({ title: "Road Trip", durationText: "00:00:06" });
  return {
    id: "p-new",
    doc: { ...base, settings: { ...base.settings, ...settings } },
    thumbnail: "",
    createdAt: 1,
    updatedAt: 1,
    ...rest,
  };
}

/** A record as the clip-list editor saved it (before the document was the only saved shape). */
export function legacyProjectRecord(overrides: Partial<LegacyProject> = {}): LegacyProject {
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
