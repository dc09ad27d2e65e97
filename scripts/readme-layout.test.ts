import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The README's "Project layout" table is checked against the tree: every path it names exists, and every folder
// or file of the lists it claims to give in full is named.
const root = fileURLToPath(new URL("..", import.meta.url));
const readme = readFileSync(path.join(root, "README.md"), "utf8");
const table = readme.slice(readme.indexOf("## Project layout"), readme.indexOf("\n## ", readme.indexOf("## Project layout") + 3));
const rows = table
  .split("\n")
  .filter((line) => line.startsWith("| `"))
  .map((line) => {
    const [, pathCell = "", holds = ""] = line.split("|").map((c) => c.trim());
    return { path: pathCell.replace(/`/g, ""), holds };
  });
const rowOf = (p: string) => rows.find((r) => r.path === p)?.holds ?? "";
const named = (text: string) => new Set([...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]));
const list = (dir: string, keep: (name: string) => boolean) =>
  readdirSync(path.join(root, dir)).filter((name) => !name.startsWith(".") && keep(name));
const isDir = (dir: string) => (name: string) => statSync(path.join(root, dir, name)).isDirectory();

describe("README project layout", () => {
  it("names only paths that exist", () => {
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      if (row.path.includes("<")) continue;
      expect(existsSync(path.join(root, row.path)), row.path).toBe(true);
    }
  });

  it("lists every API folder", () => {
    const text = named(rowOf("app/"));
    for (const dir of list("app/api", isDir("app/api"))) expect(text.has(`${dir}/`), `app/api/${dir}`).toBe(true);
  });

  it("lists every query file, contract area and script", () => {
    const queries = named(rowOf("lib/server/db/"));
    for (const file of list("lib/server/db/queries", (n) => n.endsWith(".ts") && !n.endsWith(".test.ts"))) {
      expect(queries.has(file) || queries.has(`queries/${file}`), file).toBe(true);
    }
    const contracts = rowOf("lib/contracts/");
    for (const file of list("lib/contracts", (n) => n.endsWith(".ts"))) expect(contracts, file).toContain(`\`${file.replace(/\.ts$/, "")}\``);
    const scripts = named(rowOf("scripts/"));
    for (const file of list("scripts", (n) => n.endsWith(".mjs") || n.endsWith(".ts"))) expect(scripts.has(file), file).toBe(true);
  });

  it("gives every folder of lib/ a row, or names it in lib/'s row", () => {
    for (const dir of list("lib", isDir("lib"))) {
      const hasRow = rows.some((r) => r.path === `lib/${dir}/` || r.path.startsWith(`lib/${dir}/`));
      expect(hasRow || rowOf("lib/").includes(`${dir}/`), `lib/${dir}/`).toBe(true);
    }
  });
});
