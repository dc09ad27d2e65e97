import { describe, expect, it } from "vitest";

import { sampleProjects } from "@/lib/catalog/projects";
import {
  defaultProjectsQuery,
  filterProjects,
  hasActiveFilters,
  parseProjectsQuery,
  projectsQueryString,
  statusTone,
} from "@/lib/projects/filters";

const all = { query: "", status: "all", visibility: "all" } as const;
const titles = (list: { title: string }[]) => list.map((p) => p.title);

describe("filterProjects", () => {
  it("returns everything without a search or filter", () => {
    expect(filterProjects(sampleProjects, all)).toHaveLength(4);
  });

  it("matches title or description, case-insensitively, ignoring surrounding spaces", () => {
    const [first] = sampleProjects;
    expect(titles(filterProjects(sampleProjects, { ...all, query: `  ${first.title.toUpperCase()} ` }))).toEqual([first.title]);
    const word = first.description.split(" ").at(-1)!.replace(/\W/g, "").toLowerCase();
    expect(filterProjects(sampleProjects, { ...all, query: word }).map((p) => p.id)).toContain(first.id);
    expect(filterProjects(sampleProjects, { ...all, query: "zzz-no-match" })).toEqual([]);
  });

  it("combines search with status and visibility", () => {
    const items = [
      { title: "Alpha", description: "one", status: "draft", visibility: "private" },
      { title: "Beta", description: "alpha two", status: "published", visibility: "public" },
      { title: "Gamma", description: "three", status: "published", visibility: "private" },
    ] as const;
    expect(titles(filterProjects(items, { ...all, query: "alpha" }))).toEqual(["Alpha", "Beta"]);
    expect(titles(filterProjects(items, { ...all, status: "published" }))).toEqual(["Beta", "Gamma"]);
    expect(titles(filterProjects(items, { ...all, status: "published", visibility: "private" }))).toEqual(["Gamma"]);
    expect(titles(filterProjects(items, { query: "alpha", status: "published", visibility: "public" }))).toEqual(["Beta"]);
    expect(filterProjects(items, { query: "alpha", status: "completed", visibility: "all" })).toEqual([]);
  });

  it("knows when a filter is active", () => {
    expect(hasActiveFilters(all)).toBe(false);
    expect(hasActiveFilters({ ...all, query: "   " })).toBe(false);
    expect(hasActiveFilters({ ...all, query: "a" })).toBe(true);
    expect(hasActiveFilters({ ...all, status: "draft" })).toBe(true);
    expect(hasActiveFilters({ ...all, visibility: "public" })).toBe(true);
  });
});

describe("projects query", () => {
  it("round-trips through the URL and drops defaults", () => {
    const state = { query: "trip", status: "completed", visibility: "public", view: "list" } as const;
    const qs = projectsQueryString(state);
    expect(qs).toBe("?q=trip&status=completed&visibility=public&view=list");
    expect(parseProjectsQuery(new URLSearchParams(qs))).toEqual(state);
    expect(projectsQueryString(defaultProjectsQuery)).toBe("");
  });

  it("falls back to defaults for unknown values", () => {
    expect(parseProjectsQuery(new URLSearchParams("status=weird&visibility=x&view=table"))).toEqual(defaultProjectsQuery);
  });
});

describe("statusTone", () => {
  it("colours completed green, processing yellow, published blue and the rest gray", () => {
    expect(statusTone("completed")).toBe("green");
    expect(statusTone("processing")).toBe("yellow");
    expect(statusTone("published")).toBe("blue");
    expect(statusTone("draft")).toBe("gray");
    expect(statusTone("archived")).toBe("gray");
  });
});
