import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { extendTailwindMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";

import { mergeClasses } from "@/lib/class-merge";

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    // Source files only: tests hold prose such as describe() titles, not class lists.
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });
}

/** Every class-list literal in the source: className="...", and quoted strings inside cn(...)/cva(...). */
function classLists(text: string): string[] {
  const found = new Set<string>();
  // SVG geometry (path data, points, view boxes, as JSX attributes or as an icon's data) is not a class list.
  const source = text.replace(/\b(?:d|points|viewBox)(?:=|: )"[^"]*"/g, "");
  for (const m of source.matchAll(/className="([^"]+)"/g)) found.add(m[1]);
  for (const m of source.matchAll(/"([a-z0-9!\-[\]:&_/.%()>*=@#,]+(?: [a-z0-9!\-[\]:&_/.%()>*=@#,]+)+)"/gi)) found.add(m[1]);
  // Class lists only: no prose (capitals, sentence punctuation), at least one utility-looking token.
  // Nor pieces of CSS selectors built in template strings ("] [data-item=").
  return [...found].filter(
    (s) => s !== "use client" && !/[A-Z]|[.,]\s|\.$/.test(s) && s.split(" ").some((t) => t.includes("-")) && !s.split(" ").some((t) => /^\]|=$/.test(t)),
  );
}

/**
 * tailwind-merge's default merger without its cache: every input below is new, so the cache only costs time (about a
 * quarter of each call). The answers are the default configuration's.
 */
const twMerge = extendTailwindMerge({ cacheSize: 0 });

const root = path.resolve(__dirname, "..");
const primitives = files(path.join(root, "components/ui")).flatMap((f) => classLists(readFileSync(f, "utf8")));
const everything = [...new Set(["components", "app"].flatMap((d) => files(path.join(root, d))).flatMap((f) => classLists(readFileSync(f, "utf8"))))];

/**
 * Every ordered pair of the source's class lists, merged by both (once, for both tests below): the first mismatches
 * (the input), and the first where the first list is a primitive's (with both answers).
 */
let pairs: { mismatches: string[]; primitiveMismatches: string[] } | undefined;
function everyPair() {
  if (pairs) return pairs;
  const isPrimitive = new Set(primitives);
  pairs = { mismatches: [], primitiveMismatches: [] };
  for (const a of everything) {
    for (const b of everything) {
      const input = `${a} ${b}`;
      const expected = twMerge(input);
      const actual = mergeClasses(input);
      if (actual === expected) continue;
      if (pairs.mismatches.length < 15) pairs.mismatches.push(input);
      if (isPrimitive.has(a) && pairs.primitiveMismatches.length < 15) pairs.primitiveMismatches.push(`${input}\n   tw: ${expected}\n   us: ${actual}`);
    }
  }
  return pairs;
}

describe("class merge", () => {
  it("lets later classes win within a group and variant", () => {
    expect(mergeClasses("px-2 py-1 p-3")).toBe("p-3");
    expect(mergeClasses("p-3 px-2")).toBe("p-3 px-2");
    expect(mergeClasses("h-9 h-10")).toBe("h-10");
    expect(mergeClasses("text-sm text-muted-foreground text-lg")).toBe("text-muted-foreground text-lg");
    expect(mergeClasses("hover:bg-accent bg-primary hover:bg-primary/90")).toBe("bg-primary hover:bg-primary/90");
    expect(mergeClasses("border border-border border-2 border-dashed")).toBe("border-border border-2 border-dashed");
    expect(mergeClasses("[&_svg]:size-4 [&_svg]:size-3")).toBe("[&_svg]:size-3");
  });

  it("gives the same answer when asked again, before and after its store of answers fills", () => {
    const first = mergeClasses("px-2 py-1 p-3 h-9 h-10");
    expect(mergeClasses("px-2 py-1 p-3 h-9 h-10")).toBe(first);
    // More distinct lists than the store keeps: it starts again and still merges.
    for (let i = 0; i < 2500; i++) expect(mergeClasses(`w-${i} w-${i + 1}`)).toBe(`w-${i + 1}`);
    expect(mergeClasses("px-2 py-1 p-3 h-9 h-10")).toBe(first);
    expect(first).toBe("p-3 h-10");
  });

  it(`agrees with tailwind-merge on every primitive combined with every class list in the source (${primitives.length} x ${everything.length})`, () => {
    // Each primitive is one of the source's class lists, so its pairs are among the pairs compared once below.
    expect(primitives.filter((p) => !everything.includes(p))).toEqual([]);
    expect(everyPair().primitiveMismatches).toEqual([]);
  }, 120_000);

  it(`agrees with tailwind-merge on every pair of class lists in the source (${everything.length} squared)`, () => {
    expect(everyPair().mismatches).toEqual([]);
  }, 120_000);
});
