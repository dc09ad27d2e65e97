import { describe, expect, it } from "vitest";

import { projectDocSchema } from "@/lib/editor/model/document-schema";
import { docIssues } from "@/lib/editor/model/invariants";

// @ts-expect-error -- a benchmark script in plain JavaScript, without type declarations
import { motionTimelineRecord } from "./motion-timeline.mjs";

describe("the benchmarks' full timeline", () => {
  it("is a document the server stores: valid, every transition fitting its cut", { timeout: 60_000 }, () => {
    for (const seconds of [17, 60]) {
      const { doc } = motionTimelineRecord(seconds) as { doc: unknown };
      const parsed = projectDocSchema.safeParse(doc);
      expect(parsed.success).toBe(true);
      expect(docIssues(parsed.data!)).toEqual([]);
    }
    const video = (motionTimelineRecord(60) as { doc: { tracks: { kind: string; transitions?: unknown[] }[] } }).doc.tracks.find((t) => t.kind === "video");
    expect(video?.transitions).toHaveLength(10);
  });
});
