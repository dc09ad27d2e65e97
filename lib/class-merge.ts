/**
 * A small Tailwind class merger: when two classes set the same thing under the same variants, the
 * later one wins (`cn("px-2 py-1", "p-3")` -> "p-3"; `cn("h-9", "h-10")` -> "h-10"). It covers the
 * utility groups this codebase uses; lib/class-merge.test.ts checks it gives tailwind-merge's answer
 * for every primitive's classes combined with every class list the components pass. It exists
 * because tailwind-merge's full class table costs every page about 8 kB of JavaScript.
 */

const sizes = new Set(["xs", "sm", "base", "md", "lg", "xl", "2xl", "3xl", "4xl", "5xl", "6xl", "7xl", "8xl", "9xl"]);
const fontWeights = new Set(["thin", "extralight", "light", "normal", "medium", "semibold", "bold", "extrabold", "black"]);
const displays = new Set([
  "block", "inline-block", "inline", "flex", "inline-flex", "grid", "inline-grid", "hidden", "contents", "table",
  "table-row", "table-cell", "flow-root", "list-item",
]);
const positions = new Set(["static", "fixed", "absolute", "relative", "sticky"]);
const borderStyles = new Set(["solid", "dashed", "dotted", "double", "hidden", "none"]);
const isLength = (v: string) => /^(\d+(\.\d+)?|px|full|screen|auto|\[.*\]|\d+\/\d+|(min|max|fit)(-content)?|dvh|svh|lvh|0)$/.test(v) || /^\[(length|calc|var)/.test(v);
const isColorish = (v: string) => !isLength(v);

/** Which conflict group a utility (without variants) belongs to; null when it never conflicts. */
export function classGroup(utility: string): string | null {
  let u = utility.startsWith("!") ? utility.slice(1) : utility;
  if (u.startsWith("-")) u = u.slice(1);
  if (displays.has(u)) return "display";
  if (positions.has(u)) return "position";
  if (u === "truncate" || u === "text-ellipsis" || u === "text-clip") return "text-overflow";
  if (u === "sr-only" || u === "not-sr-only") return "sr";
  if (u === "grow" || u === "grow-0" || u.startsWith("grow-")) return "grow";
  if (u === "shrink" || u === "shrink-0" || u.startsWith("shrink-")) return "shrink";
  if (u === "border") return "border-w";
  if (u === "rounded") return "rounded";
  if (u === "shadow") return "shadow";
  if (u === "ring") return "ring-w";
  if (u === "outline") return "outline-style";
  if (u === "transition" || u.startsWith("transition-")) return "transition";
  if (u === "underline" || u === "no-underline" || u === "line-through" || u === "overline") return "text-decoration";
  if (u === "italic" || u === "not-italic") return "font-style";
  if (u === "uppercase" || u === "lowercase" || u === "capitalize" || u === "normal-case") return "text-transform";

  if (u === "visible" || u === "invisible" || u === "collapse") return "visibility";
  if (u.startsWith("@container")) return "container-type";
  const dash = u.indexOf("-");
  // Any other single word (group, peer, antialiased, a custom class) is left alone, as tailwind-merge does.
  if (dash < 0) return null;
  const head = u.slice(0, dash);
  const rest = u.slice(dash + 1);

  switch (head) {
    case "text":
      if (sizes.has(rest) || /^\[(length:|\d)/.test(rest)) return "text-size";
      if (["left", "center", "right", "justify", "start", "end"].includes(rest)) return "text-align";
      if (["wrap", "nowrap", "balance", "pretty"].includes(rest)) return "text-wrap";
      return "text-color";
    case "font":
      if (fontWeights.has(rest)) return "font-weight";
      return "font-family";
    case "bg":
      if (rest.startsWith("[")) {
        if (/^\[(length|size):/.test(rest)) return "bg-size";
        if (/^\[position:/.test(rest)) return "bg-position";
        if (/^\[(image:|url\(|[a-z-]*gradient\()/.test(rest)) return "bg-image";
        return "bg-color";
      }
      if (/^(linear|radial|conic)-/.test(rest)) return "bg-image";
      // tailwind-merge files Tailwind 3's bg-gradient-to-* with the background colours; so do we.
      if (rest.startsWith("gradient-")) return "bg-color";
      if (["fixed", "local", "scroll"].includes(rest)) return "bg-attachment";
      if (["cover", "contain", "auto"].includes(rest)) return "bg-size";
      if (rest.startsWith("clip-")) return "bg-clip";
      if (/^(no-)?repeat/.test(rest)) return "bg-repeat";
      if (["center", "top", "bottom", "left", "right"].some((p) => rest.startsWith(p))) return "bg-position";
      return "bg-color";
    case "border": {
      const side = /^(x|y|t|r|b|l|s|e)(-|$)/.exec(rest)?.[1];
      const value = side ? rest.slice(side.length + 1) : rest;
      if (borderStyles.has(value)) return "border-style";
      if (value === "" || /^\d+$/.test(value) || /^\[\d/.test(value)) return `border-w${side ? `-${side}` : ""}`;
      if (rest.startsWith("spacing")) return "border-spacing";
      return `border-color${side ? `-${side}` : ""}`;
    }
    case "rounded": {
      const side = /^(t|r|b|l|s|e|tl|tr|br|bl|ss|se|es|ee)(-|$)/.exec(rest)?.[1];
      return side ? `rounded-${side}` : "rounded";
    }
    case "ring":
      if (rest.startsWith("offset-")) return isColorish(rest.slice(7)) && !/^\d+$/.test(rest.slice(7)) ? "ring-offset-color" : "ring-offset-w";
      if (/^\d+$/.test(rest) || rest === "inset" || /^\[\d/.test(rest)) return rest === "inset" ? "ring-inset" : "ring-w";
      return "ring-color";
    case "outline":
      if (["none", "dashed", "dotted", "double", "solid", "hidden"].includes(rest)) return "outline-style";
      if (rest.startsWith("offset-")) return "outline-offset";
      if (/^\d+$/.test(rest)) return "outline-w";
      return "outline-color";
    case "shadow":
      if (rest.startsWith("[")) return /^\[(color:|#|rgb|hsl|oklch)/.test(rest) ? "shadow-color" : "shadow";
      return sizes.has(rest) || rest === "none" || rest === "inner" ? "shadow" : "shadow-color";
    case "flex":
      if (["row", "row-reverse", "col", "col-reverse"].includes(rest)) return "flex-direction";
      if (["wrap", "wrap-reverse", "nowrap"].includes(rest)) return "flex-wrap";
      return "flex";
    case "grid":
      if (rest.startsWith("cols-")) return "grid-cols";
      if (rest.startsWith("rows-")) return "grid-rows";
      if (rest.startsWith("flow-")) return "grid-flow";
      return `grid-${rest}`;
    case "overflow":
      if (rest.startsWith("x-")) return "overflow-x";
      if (rest.startsWith("y-")) return "overflow-y";
      return "overflow";
    case "min":
    case "max": {
      const axis = rest.split("-")[0];
      return `${head}-${axis}`;
    }
    case "inset":
      if (rest.startsWith("x-")) return "inset-x";
      if (rest.startsWith("y-")) return "inset-y";
      return "inset";
    case "gap":
      if (rest.startsWith("x-")) return "gap-x";
      if (rest.startsWith("y-")) return "gap-y";
      return "gap";
    case "divide":
      if (/^(x|y)(-\d+)?$/.test(rest) || rest === "x-reverse" || rest === "y-reverse") return `divide-${rest[0]}`;
      if (borderStyles.has(rest)) return "divide-style";
      return "divide-color";
    case "space":
      return rest.startsWith("x-") ? "space-x" : "space-y";
    case "line":
      return rest.startsWith("clamp") ? "line-clamp" : `line-${rest}`;
    case "col":
    case "row":
      return rest.startsWith("span") || rest.startsWith("start") || rest.startsWith("end") ? `${head}-${rest.split("-")[0]}` : head;
    case "stroke":
      return /^\d+$/.test(rest) ? "stroke-w" : "stroke-color";
    case "decoration":
      return /^\d+$/.test(rest) ? "decoration-w" : "decoration-color";
    case "translate":
    case "scale":
    case "skew":
      return `${head}-${rest.split("-")[0]}`;
    case "object":
      return ["contain", "cover", "fill", "none", "scale-down"].includes(rest) ? "object-fit" : "object-position";
    case "list":
      return ["inside", "outside"].includes(rest) ? "list-position" : "list-style";
    case "place":
    case "justify":
    case "items":
    case "content":
    case "self":
      if (head === "justify" && rest.startsWith("items")) return "justify-items";
      if (head === "justify" && rest.startsWith("self")) return "justify-self";
      if (head === "place") return `place-${rest.split("-")[0]}`;
      return head;
    default:
      // p, px, m, mt, w, h, size, top, z, opacity, leading, tracking, order, aspect, cursor, ...
      return head;
  }
}

/** Groups a class overrides when it comes later: `p` overrides `px`, `size` overrides `w` and `h`, ... */
const overrides: Record<string, string[]> = {
  p: ["px", "py", "pt", "pr", "pb", "pl", "ps", "pe"],
  px: ["pr", "pl", "ps", "pe"],
  py: ["pt", "pb"],
  m: ["mx", "my", "mt", "mr", "mb", "ml", "ms", "me"],
  mx: ["mr", "ml", "ms", "me"],
  my: ["mt", "mb"],
  size: ["w", "h"],
  flex: ["grow", "shrink", "basis"],
  // A font size sets the line height too.
  "text-size": ["leading"],
  inset: ["inset-x", "inset-y", "top", "right", "bottom", "left", "start", "end"],
  "inset-x": ["right", "left"],
  "inset-y": ["top", "bottom"],
  gap: ["gap-x", "gap-y"],
  overflow: ["overflow-x", "overflow-y"],
  rounded: ["rounded-t", "rounded-r", "rounded-b", "rounded-l", "rounded-s", "rounded-e", "rounded-tl", "rounded-tr", "rounded-br", "rounded-bl"],
  "border-w": ["border-w-x", "border-w-y", "border-w-t", "border-w-r", "border-w-b", "border-w-l", "border-w-s", "border-w-e"],
  "border-color": ["border-color-x", "border-color-y", "border-color-t", "border-color-r", "border-color-b", "border-color-l"],
  "text-overflow": [],
  "line-clamp": ["display", "overflow"],
};

function splitVariants(cls: string): [string, string] {
  let depth = 0;
  let last = -1;
  for (let i = 0; i < cls.length; i++) {
    const c = cls[i];
    if (c === "[" || c === "(") depth++;
    else if (c === "]" || c === ")") depth--;
    else if (c === ":" && depth === 0) last = i;
  }
  return last < 0 ? ["", cls] : [cls.slice(0, last + 1), cls.slice(last + 1)];
}

/**
 * Answers already given, by input. A page asks for the same few hundred class lists on every render (each button,
 * switch and slider), and hydrating the editor asked for them thousands of times: merged once, then looked up.
 * Cleared when full, so it stays small whatever the page builds from data.
 */
const merged = new Map<string, string>();
const MERGED_MAX = 1000;

/** Merges a space-separated class list: later classes win over earlier ones of the same group and variants. */
export function mergeClasses(input: string): string {
  const known = merged.get(input);
  if (known !== undefined) return known;
  const result = merge(input);
  if (merged.size >= MERGED_MAX) merged.clear();
  merged.set(input, result);
  return result;
}

function merge(input: string): string {
  const classes = input.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const out: string[] = [];
  for (let i = classes.length - 1; i >= 0; i--) {
    const cls = classes[i];
    const [variants, utility] = splitVariants(cls);
    const important = utility.startsWith("!") || utility.endsWith("!") ? "!" : "";
    const group = classGroup(utility.replace(/!$/, ""));
    if (group === null) {
      out.push(cls);
      continue;
    }
    const key = `${variants}${important}${group}`;
    if (taken.has(key) || taken.has(`${variants}${important}=${cls}`)) continue;
    taken.add(key);
    taken.add(`${variants}${important}=${cls}`);
    for (const g of overrides[group] ?? []) taken.add(`${variants}${important}${g}`);
    out.push(cls);
  }
  return out.reverse().join(" ");
}
