import { describe, expect, it } from "vitest";

import { templates } from "@/lib/catalog/templates";
import { docDuration, emptySlots, type MediaItem, outputSize, type TextItem } from "@/lib/editor/model/document";
import { projectDocSchema } from "@/lib/editor/model/document-schema";
import { docIssues } from "@/lib/editor/model/invariants";
import { toDurationText } from "@/lib/editor/model/query";
import { drawFrame } from "@/lib/editor/render/compositor";
import { recordCtx } from "@/lib/editor/render/testing/record-ctx";

import { templateDoc } from "./template-docs";

const seconds = (text: string) => {
  const [h, m, s] = toDurationText(text)!.split(":").map(Number);
  return h * 3600 + m * 60 + s;
};

describe.each(templates.map((t) => [t.title, t] as const))("the %s template", (_title, t) => {
  const doc = templateDoc(t.id)!;
  const items = doc.tracks.flatMap((track) => track.items);

  it("is a valid project document that keeps the timeline's rules", () => {
    expect(projectDocSchema.safeParse(doc).success).toBe(true);
    expect(docIssues(doc)).toEqual([]);
  });

  it("has its stated length, aspect ratio and title", () => {
    expect(docDuration(doc)).toBe(seconds(t.duration));
    expect(doc.settings.aspectRatio).toBe(t.aspectRatio);
    expect(doc.settings.title).toBe(t.title);
  });

  it("has empty media slots, keyframed titles, registry effects or transitions, and a music bed", () => {
    expect(emptySlots(doc).length).toBeGreaterThan(0);
    const titles = items.filter((i): i is TextItem => i.kind === "text");
    expect(titles.some((i) => i.keyframes && Object.keys(i.keyframes).length > 0)).toBe(true);
    const music = items.filter((i): i is MediaItem => i.kind === "audio");
    expect(music).toHaveLength(1);
    expect(doc.assets.find((a) => a.id === music[0].assetId)?.source).toBe("library");
    const transitions = doc.tracks.flatMap((track) => track.transitions ?? []);
    expect(transitions.length + items.filter((i) => i.kind === "effect").length).toBeGreaterThan(0);
  });

  it("renders its first frame: the slots' stand-in cards and the titles showing at 0", () => {
    const size = outputSize(doc.settings);
    const { ctx, fills, texts } = recordCtx();
    drawFrame(ctx, doc, 0, () => null, size);
    const atZero = emptySlots(doc).filter((s) => s.start === 0);
    expect(atZero.length).toBeGreaterThan(0);
    for (const slot of atZero) {
      expect(fills.some((f) => f.style === slot.slot.tint && f.w > 0 && f.h > 0)).toBe(true);
      expect(texts.map((x) => x.text)).toContain(slot.slot.label);
    }
    const titlesAtZero = items.filter((i): i is TextItem => i.kind === "text" && i.start === 0);
    for (const title of titlesAtZero) expect(texts.map((x) => x.text).join("\n")).toContain(title.text.split("\n")[0]);
  });
});

describe("the six templates", () => {
  const docs = templates.map((t) => ({ t, doc: templateDoc(t.id)! }));

  it("differ as their descriptions say", () => {
    const byTitle = Object.fromEntries(docs.map(({ t, doc }) => [t.title, doc]));
    const tiktok = byTitle["Viral TikTok Intro"];
    // Kinetic captions: an animated caption track with timed words.
    const captionTrack = tiktok.tracks.find((tr) => tr.kind === "caption")!;
    expect(captionTrack.captionStyle?.animation).not.toBe("none");
    expect(captionTrack.items.length).toBeGreaterThan(0);
    expect(outputSize(tiktok.settings)).toEqual({ width: 1080, height: 1920 });
    // Glitch transitions on the gaming reel's cuts, an audio-reactive effect on the visualiser.
    const effectIds = (title: string) => byTitle[title].tracks.flatMap((tr) => tr.items).flatMap((i) => (i.kind === "effect" ? [i.effectId] : []));
    expect(effectIds("Gaming Highlights Reel").filter((id) => id === "glitch-hit").length).toBeGreaterThanOrEqual(10);
    expect(effectIds("Music Visualizer")).toEqual(expect.arrayContaining(["beat-pulse", "rhythm-wave"]));
    expect(outputSize(byTitle["Music Visualizer"].settings)).toEqual({ width: 1080, height: 1080 });
    // Lower thirds on the presentation; the trailer's music ducks under the talking intro.
    const lowerThirds = byTitle["Corporate Presentation"].tracks.flatMap((tr) => tr.items).filter((i) => i.kind === "text" && i.placement === "lower-third");
    expect(lowerThirds.length).toBeGreaterThan(0);
    for (const title of ["YouTube Channel Trailer", "Corporate Presentation"]) {
      const music = byTitle[title].tracks.flatMap((tr) => tr.items).find((i): i is MediaItem => i.kind === "audio")!;
      expect(music.duck?.depth).toBeGreaterThan(0);
    }
    // No two templates share their slot layout.
    const layouts = docs.map(({ doc }) => JSON.stringify(emptySlots(doc).map((s) => [s.start, s.out, s.transform, s.slot.label])));
    expect(new Set(layouts).size).toBe(docs.length);
  });

  it("answers a fresh copy each time, and null for an unknown id", () => {
    expect(templateDoc("tpl-1")).not.toBe(templateDoc("tpl-1"));
    expect(templateDoc("tpl-1")).toEqual(templateDoc("tpl-1"));
    for (const id of ["nope", "constructor", "__proto__", "toString"]) expect(templateDoc(id), id).toBeNull();
  });
});
