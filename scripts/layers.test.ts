import { ESLint } from "eslint";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

import { findCycles, importGraph, resolveModule, target, wrongWay } from "./check-layers.mjs";

// The project's own ESLint configuration keeps the layers pointing one way. Each probe is a small source file
// linted under a path where it would live; nothing is written to disk.
const root = fileURLToPath(new URL("..", import.meta.url));
let eslint: ESLint;

async function restricted(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return result.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

const importsApp = `import { GET } from "@/app/api/health/route";\nexport const handler = GET;\n`;
const importsAppRelative = `import { GET } from "../../app/api/health/route";\nexport const handler = GET;\n`;
const importsFixture = `import { sample } from "@/fixtures/sample";\nexport const value = sample;\n`;
const importsTestFixture = `import { savedProjectRecord } from "@/lib/projects/test-fixtures";\nexport const record = savedProjectRecord();\n`;
const importsTestHelpers = `import { withAppDatabase } from "../server/auth/test-helpers";\nexport const helper = withAppDatabase;\n`;
const importsDb = `import { getDb } from "@/lib/server/db/client";\nexport const db = getDb;\n`;
const importsQuery = `import { promoUseCounts } from "../../lib/server/db/queries/orders";\nexport const counts = promoUseCounts;\n`;
const importsService = `import { ownerPromoCodes } from "@/lib/server/owner";\nexport const codes = ownerPromoCodes;\n`;
const importsContract = `import { claimSchema } from "@/lib/contracts/wallet";\nexport const schema = claimSchema;\n`;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

describe("layer rules", () => {
  it("refuses an import from app/ in lib/ and components/, by alias or by relative path", async () => {
    expect(await restricted("lib/server/probe.ts", importsApp)).toEqual([expect.stringContaining("never import from app/")]);
    expect(await restricted("lib/server/probe.ts", importsAppRelative)).toEqual([expect.stringContaining("never import from app/")]);
    expect(await restricted("components/shell/probe.tsx", importsApp)).toEqual([expect.stringContaining("never import from app/")]);
    expect(await restricted("lib/server/probe.test.ts", importsApp)).toEqual([expect.stringContaining("never import from app/")]);
  }, 60_000);

  it("refuses fixtures/ in production code and allows it in tests", async () => {
    const message = expect.stringContaining("never imports fixtures/");
    expect(await restricted("lib/probe.ts", importsFixture)).toEqual([message]);
    expect(await restricted("components/shell/probe.tsx", importsFixture)).toEqual([message]);
    expect(await restricted("app/api/probe/route.ts", importsFixture)).toEqual([message]);
    expect(await restricted("lib/probe.test.ts", importsFixture)).toEqual([]);
  }, 60_000);

  it("lets app/, lib/ and components/ use the contracts", async () => {
    expect(await restricted("app/api/probe/route.ts", importsContract)).toEqual([]);
    expect(await restricted("components/wallet/probe.tsx", importsContract)).toEqual([]);
    expect(await restricted("lib/server/probe.ts", importsContract)).toEqual([]);
  }, 60_000);

  it("refuses test support (test-fixtures, test-helpers, *-fixtures, testing/) in production code, allows it in tests", async () => {
    const message = expect.stringContaining("never imports test support");
    expect(await restricted("lib/projects/probe.ts", importsTestFixture)).toEqual([message]);
    expect(await restricted("lib/projects/probe.ts", importsTestHelpers)).toEqual([message]);
    expect(await restricted("components/projects/probe.tsx", importsTestFixture)).toEqual([message]);
    expect(await restricted("app/api/projects/probe/route.ts", importsTestFixture)).toEqual([message]);
    expect(await restricted("lib/projects/probe.test.ts", importsTestFixture)).toEqual([]);
    expect(await restricted("app/api/projects/probe.test.ts", importsTestFixture)).toEqual([]);
  }, 60_000);

  it("refuses the database in pages, route handlers and components, and lets them call a service", async () => {
    const message = expect.stringContaining("never import lib/server/db");
    expect(await restricted("app/(studio)/probe/page.tsx", importsDb)).toEqual([message]);
    expect(await restricted("app/api/probe/route.ts", importsDb)).toEqual([message]);
    expect(await restricted("app/api/probe/route.ts", importsQuery)).toEqual([message]);
    expect(await restricted("components/dashboard/probe.tsx", importsDb)).toEqual([message]);
    expect(await restricted("app/(studio)/probe/page.tsx", importsService)).toEqual([]);
    expect(await restricted("lib/server/probe.ts", importsDb)).toEqual([]);
    expect(await restricted("app/api/probe/probe.test.ts", importsDb)).toEqual([]);
  }, 60_000);
});

// The browser reaches the network through its one fetch client (lib/api-request.ts): a raw fetch( is refused in
// components/ and browser lib/ code.
describe("one fetch client", () => {
  const rawFetch = `export async function load() {\n  return (await fetch("/api/me")).json();\n}\n`;
  const windowFetch = `export const load = () => window.fetch("/api/me");\n`;
  const throughClient = `import { api } from "@/lib/api-request";\nexport const load = () => api("GET", "/api/me");\n`;
  async function refused(filePath: string, source: string): Promise<string[]> {
    const [result] = await eslint.lintText(source, { filePath });
    return result.messages.filter((m) => m.ruleId === "no-restricted-syntax").map((m) => m.message);
  }

  it("refuses fetch( in components/ and browser lib/ code", async () => {
    const message = expect.stringContaining("lib/api-request.ts");
    expect(await refused("components/subscription/probe.tsx", rawFetch)).toEqual([message]);
    expect(await refused("components/editor/timeline/probe.ts", windowFetch)).toEqual([message]);
    expect(await refused("lib/subscription/probe.ts", rawFetch)).toEqual([message]);
  }, 60_000);

  it("allows the client itself, calls through it, server code and tests", async () => {
    expect(await refused("components/subscription/probe.tsx", throughClient)).toEqual([]);
    expect(await refused("lib/api-request.ts", rawFetch)).toEqual([]);
    expect(await refused("lib/server/probe.ts", rawFetch)).toEqual([]);
    expect(await refused("components/subscription/probe.test.tsx", rawFetch)).toEqual([]);
  }, 60_000);
});

// `npm run layers` checks the same arrows over the whole tree, tests included, without lint's per-file settings.
describe("npm run layers", () => {
  const arrow = (from: string, spec: string) => wrongWay(from, target(from, spec) ?? spec);

  it("resolves aliases and relative paths to repository paths", () => {
    expect(target("lib/server/probe.ts", "@/app/api/health/route")).toBe("app/api/health/route");
    expect(target("lib/server/probe.ts", "../../app/api/health/route")).toBe("app/api/health/route");
    expect(target("app/api/probe/route.ts", "zod")).toBeNull();
  });

  it("refuses app/ from lib/ and components/, tests included", () => {
    expect(arrow("lib/server/probe.ts", "@/app/api/health/route")).toContain("never import app/");
    expect(arrow("components/shell/probe.test.tsx", "../../app/api/health/route")).toContain("never import app/");
    expect(arrow("app/api/probe/route.ts", "@/app/api/health/route")).toBeNull();
  });

  it("refuses components/ from lib/, tests and test support included, and lets components/ use lib/", () => {
    const message = "lib/ never imports components/: the engine sits below the React parts";
    expect(arrow("lib/editor/preview/probe.ts", "@/components/editor/use-prepared-sound")).toBe(message);
    expect(arrow("lib/editor/audio/testing/graph-entry.ts", "@/components/editor/preview-gain-node")).toBe(message);
    expect(arrow("lib/editor/probe.test.ts", "../../components/editor/editor-store")).toBe(message);
    expect(arrow("components/editor/probe.tsx", "@/lib/editor/preview/preview-sound")).toBeNull();
    expect(arrow("components/editor/probe.tsx", "./editor-store")).toBeNull();
  });

  it("refuses fixtures/ and test support in production code only", () => {
    expect(arrow("lib/probe.ts", "@/fixtures/sample")).toContain("never imports fixtures/");
    expect(arrow("app/api/probe/route.ts", "@/lib/projects/test-fixtures")).toContain("never imports test support");
    expect(arrow("components/editor/probe.tsx", "@/lib/editor/edits/edit-fixtures")).toContain("never imports test support");
    expect(arrow("lib/server/probe.ts", "./auth/test-helpers")).toContain("never imports test support");
    expect(arrow("lib/projects/probe.ts", "@/lib/ai/speech/testing/node")).toContain("never imports test support");
    expect(arrow("lib/projects/summary.test.ts", "@/lib/projects/test-fixtures")).toBeNull();
    expect(arrow("lib/editor/edits/test-helpers.ts", "./edit-fixtures")).toBeNull();
  });

  it("refuses lib/server/db in app/ and components/ outside tests, and allows services", () => {
    expect(arrow("app/(studio)/subscription/page.tsx", "@/lib/server/db/client")).toContain("never lib/server/db");
    expect(arrow("app/api/probe/route.ts", "../../../lib/server/db/queries/orders")).toContain("never lib/server/db");
    expect(arrow("components/dashboard/owner-figures.tsx", "@/lib/server/db/queries/owner-stats")).toContain(
      "never lib/server/db",
    );
    expect(arrow("app/(studio)/subscription/page.tsx", "@/lib/server/owner")).toBeNull();
    expect(arrow("app/api/usage/quotas.test.ts", "@/lib/server/db/schema")).toBeNull();
    expect(arrow("lib/server/owner.ts", "@/lib/server/db/client")).toBeNull();
  });
});

// A fixture graph of small source files, held in memory: the checker reads every import, export-from and dynamic
// import, type-only ones included, and reports each ring of files that reach themselves.
describe("npm run layers: import cycles", () => {
  const graphOf = (files: Record<string, string>) => importGraph(new Map(Object.entries(files)));

  it("resolves an import to its file: an extension, an index, or the name as written", () => {
    const files = new Set(["lib/a.ts", "lib/b/index.ts", "lib/c.tsx", "lib/worker.ts"]);
    const isFile = (file: string) => files.has(file);
    expect(resolveModule("lib/a", isFile)).toBe("lib/a.ts");
    expect(resolveModule("lib/b", isFile)).toBe("lib/b/index.ts");
    expect(resolveModule("lib/c", isFile)).toBe("lib/c.tsx");
    expect(resolveModule("lib/worker.ts", isFile)).toBe("lib/worker.ts");
    expect(resolveModule("lib/missing", isFile)).toBeNull();
  });

  it("finds no cycle in a graph whose arrows all point one way", () => {
    const graph = graphOf({
      "lib/editor/model/document.ts": `import type { AspectRatio } from "./choices";\n`,
      "lib/editor/model/choices.ts": `export const aspectRatios = ["16:9"] as const;\n`,
      "lib/editor/model/settings.ts": `import { aspectRatios } from "./choices";\nimport type { ProjectDoc } from "./document";\n`,
      "components/editor/panel.tsx": `import { settingsReducer } from "@/lib/editor/model/settings";\nimport { z } from "zod";\n`,
    });
    expect(graph.get("components/editor/panel.tsx")).toEqual(["lib/editor/model/settings.ts"]);
    expect(findCycles(graph)).toEqual([]);
  });

  it("reports a cycle through a type-only import, by alias or by relative path", () => {
    const graph = graphOf({
      "lib/editor/document.ts": `import type { AspectRatio } from "./state";\n`,
      "lib/editor/state.ts": `import type { ProjectSettings } from "@/lib/editor/document";\n`,
    });
    expect(findCycles(graph)).toEqual([["lib/editor/document.ts", "lib/editor/state.ts", "lib/editor/document.ts"]]);
  });

  it("reports a cycle closed by a dynamic import, as the shortest ring through its files", () => {
    const graph = graphOf({
      "lib/render/compositor.ts": `import { lookEngine } from "./look-hook";\n`,
      "lib/render/look-hook.ts": `export const load = () => import("./layer-look");\n`,
      "lib/render/layer-look.ts": `import { sourceSize } from "./compositor";\nexport * from "./grade";\n`,
      "lib/render/grade.ts": `export const grade = 1;\n`,
    });
    expect(findCycles(graph)).toEqual([
      ["lib/render/compositor.ts", "lib/render/look-hook.ts", "lib/render/layer-look.ts", "lib/render/compositor.ts"],
    ]);
  });

  it("reports each cycle once, a file importing itself included", () => {
    const graph = graphOf({
      "components/voice-lab/voice-lab.tsx": `import { VoiceCloneTab } from "./voice-clone-tab";\n`,
      "components/voice-lab/voice-clone-tab.tsx": `import type { CustomVoice } from "./voice-lab";\n`,
      "lib/server/promo-codes.ts": `import { devPromoCodes } from "@/lib/server/promo-codes";\n`,
      "lib/server/orders.ts": `import { devPromoCodes } from "./promo-codes";\n`,
    });
    expect(findCycles(graph)).toEqual([
      ["components/voice-lab/voice-clone-tab.tsx", "components/voice-lab/voice-lab.tsx", "components/voice-lab/voice-clone-tab.tsx"],
      ["lib/server/promo-codes.ts", "lib/server/promo-codes.ts"],
    ]);
  });
});
