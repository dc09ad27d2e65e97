import { describe, expect, it } from "vitest";

import { sampleProjects } from "@/lib/catalog/projects";
import { projectSchema } from "@/lib/catalog/projects.schema";

describe("sample projects catalogue", () => {
  it("parses: four projects with ids 1 to 4 covering every status", () => {
    const parsed = projectSchema.array().parse(sampleProjects);
    expect(parsed.map((p) => p.id)).toEqual(["1", "2", "3", "4"]);
    expect(new Set(parsed.map((p) => p.status))).toEqual(new Set(["draft", "processing", "completed", "published"]));
    expect(new Set(parsed.map((p) => p.visibility))).toEqual(new Set(["private", "public"]));
  });
});
