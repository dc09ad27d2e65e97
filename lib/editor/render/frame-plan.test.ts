import { describe, expect, it } from "vitest";

import type { CaptionItem, MediaItem, ProjectDoc, TextItem, Track, TrackKind } from "../model/document";
import { projectDocSchema } from "../model/document-schema";
import {
  activeCaption,
  audioPlan,
  audioSegments,
  framePlan,
  gainAt,
  type MediaLayer,
  regionsAt,
  type TextLayer,
  visibleItemAt,
} from "./frame-plan";

const media = (id: string, kind: MediaItem["kind"], start: number, inPoint: number, out: number, extra: Partial<MediaItem> = {}): MediaItem => ({
  id,
  kind,
  name: id,
  start,
  in: inPoint,
  out,
  assetId: `a-${kind}`,
  volume: 1,
  fadeIn: 0,
  fadeOut: 0,
  transform: { x: 0.5, y: 0.5, scale: 1, opacity: 1 },
  ...extra,
});

const text = (id: string, start: number, extra: Partial<TextItem> = {}): TextItem => ({
  id,
  kind: "text",
  name: id,
  start,
  in: 0,
  out: 2,
  text: "Title",
  fontSize: 60,
  color: "#ffffff",
  placement: "lower-third",
  x: 0.2,
  y: 0.3,
  bold: true,
  background: null,
  ...extra,
});

const caption = (id: string, start: number, duration: number, words: string): CaptionItem => ({
  id,
  kind: "caption",
  name: words,
  start,
  in: 0,
  out: duration,
  text: words,
});

const track = (id: string, kind: TrackKind, items: Track["items"], extra: Partial<Track> = {}): Track => ({
  id,
  kind,
  name: id,
  muted: false,
  hidden: false,
  items,
  ...extra,
});

function makeDoc(tracks: Track[], settings: Partial<ProjectDoc["settings"]> = {}): ProjectDoc {
  const doc: ProjectDoc = {
    version: 2,
    settings: {
      title: "Test",
      visibility: "private",
      allowComments: true,
      allowDownloads: false,
      aspectRatio: "16:9",
      resolution: "1280x720",
      frameRate: 30,
      durationText: "00:00:10",
      color: { brightness: 50, contrast: 50, saturation: 50 },
      blur: { type: null, intensity: 50, targets: [], autoTrack: true, smartBlending: true },
      lipSync: 85,
      voice: null,
      ...settings,
    },
    assets: (["video", "audio", "image"] as const).map((kind) => ({
      id: `a-${kind}`,
      name: kind,
      mime: `${kind}/x`,
      kind,
      duration: kind === "image" ? null : 30,
      source: "sample" as const,
      url: `/${kind}`,
    })),
    tracks,
  };
  // The fixtures are real documents, not shapes the editor could never hold.
  expect(projectDocSchema.safeParse(doc).success).toBe(true);
  return doc;
}

// Tracks listed out of drawing order on purpose.
const layered = () =>
  makeDoc([
    track("captions", "caption", [caption("c1", 0, 1.5, "Hello"), caption("c2", 1.5, 2, "World")]),
    track("titles", "text", [text("t1", 0)]),
    track("music", "audio", [media("m1", "audio", 0, 0, 10)]),
    track("over", "overlay", [media("o1", "image", 1, 0, 3, { transform: { x: 0.8, y: 0.2, scale: 0.3, opacity: 0.5 } })]),
    track("main", "video", [media("v1", "video", 0, 5, 7), media("v2", "video", 2, 10, 14)]),
  ]);

describe("framePlan", () => {
  it("draws video, then overlay, text and captions, whatever the track order", () => {
    const plan = framePlan(layered(), 1);
    expect(plan.map((l) => `${l.type}:${l.item.id}`)).toEqual(["media:v1", "media:o1", "text:t1", "caption:c1"]);
  });

  it("maps timeline time to source time", () => {
    const [first] = framePlan(layered(), 1.25) as MediaLayer[];
    expect(first.sourceTime).toBe(6.25);
    const [second] = framePlan(layered(), 3) as MediaLayer[];
    expect(second.item.id).toBe("v2");
    expect(second.sourceTime).toBe(11);
    expect(second.asset?.url).toBe("/video");
  });

  it("treats items as half-open: the end belongs to the next item", () => {
    const doc = layered();
    expect((framePlan(doc, 2)[0] as MediaLayer).item.id).toBe("v2");
    expect(framePlan(doc, 6).map((l) => l.item.id)).toEqual([]);
    expect(framePlan(doc, 5.999).map((l) => l.item.id)).toEqual(["v2"]);
    expect(activeCaption(doc, 1.5)?.id).toBe("c2");
    expect(activeCaption(doc, 3.5)).toBeNull();
  });

  it("leaves hidden tracks out", () => {
    const doc = layered();
    doc.tracks = doc.tracks.map((t) => (t.kind === "overlay" || t.kind === "caption" ? { ...t, hidden: true } : t));
    expect(framePlan(doc, 1).map((l) => l.item.id)).toEqual(["v1", "t1"]);
    expect(activeCaption(doc, 1)).toBeNull();
  });

  it("takes the item's colour and blur over the project's", () => {
    const doc = makeDoc(
      [
        track("main", "video", [
          media("v1", "video", 0, 0, 1),
          media("v2", "video", 1, 0, 1, {
            color: { brightness: 70, contrast: 40, saturation: 0 },
            blur: { type: "mosaic", intensity: 80, regions: [{ t: 0, boxes: [] }, { t: 0.5, boxes: [{ x: 0.1, y: 0.1, w: 0.2, h: 0.2 }] }] },
          }),
        ]),
      ],
      { color: { brightness: 60, contrast: 50, saturation: 50 }, blur: { type: "gaussian", intensity: 30, targets: [], autoTrack: false, smartBlending: false } },
    );
    const [plain] = framePlan(doc, 0.5) as MediaLayer[];
    expect(plain.color).toEqual({ brightness: 60, contrast: 50, saturation: 50 });
    expect(plain.blur).toEqual({ type: "gaussian", intensity: 30 });
    const [own] = framePlan(doc, 1.75) as MediaLayer[];
    expect(own.color).toEqual({ brightness: 70, contrast: 40, saturation: 0 });
    expect(own.blur).toEqual({ type: "mosaic", intensity: 80, boxes: [{ x: 0.1, y: 0.1, w: 0.2, h: 0.2 }] });
    expect(own.opacity).toBe(1);
  });

  it("scales text to the output height and places it", () => {
    const doc = layered();
    const layer = framePlan(doc, 1).find((l): l is TextLayer => l.type === "text")!;
    // 60 px at 1080p is 40 px at 720p.
    expect(layer).toMatchObject({ text: "Title", fontSize: 40, x: 0.5, y: 0.78, bold: true, background: null, color: "#ffffff" });
    doc.tracks[1] = track("titles", "text", [text("t1", 0, { placement: "custom", background: "#000000" })]);
    expect(framePlan(doc, 1).find((l) => l.type === "text")).toMatchObject({ x: 0.2, y: 0.3, background: "#000000" });
    doc.tracks[1] = track("titles", "text", [text("t1", 0, { placement: "top" })]);
    expect(framePlan(doc, 1).find((l) => l.type === "text")).toMatchObject({ x: 0.5, y: 0.12 });
  });

  it("shows the caption's text", () => {
    const layer = framePlan(layered(), 2).at(-1)!;
    expect(layer).toMatchObject({ type: "caption", text: "World", fontSize: 32 });
  });
});

describe("visibleItemAt and regionsAt", () => {
  it("finds the item covering t", () => {
    const main = layered().tracks[4];
    expect(visibleItemAt(main, 0)?.id).toBe("v1");
    expect(visibleItemAt(main, 7)).toBeUndefined();
  });

  it("holds blur regions between keyframes", () => {
    const box = (x: number) => [{ x, y: 0, w: 0.1, h: 0.1 }];
    const regions = [{ t: 2, boxes: box(0.2) }, { t: 1, boxes: box(0.1) }];
    expect(regionsAt(regions, 0)).toEqual(box(0.1));
    expect(regionsAt(regions, 1.5)).toEqual(box(0.1));
    expect(regionsAt(regions, 2)).toEqual(box(0.2));
    expect(regionsAt([], 1)).toEqual([]);
  });
});

describe("audio", () => {
  const doc = () =>
    makeDoc([
      track("main", "video", [media("v1", "video", 0, 5, 7), media("i1", "image", 2, 0, 2)], { hidden: true }),
      track("over", "overlay", [media("o1", "video", 0, 0, 4, { volume: 0 })]),
      track("music", "audio", [media("m1", "audio", 1, 2, 12, { volume: 1.5, fadeIn: 1, fadeOut: 2 })]),
      track("voice", "audio", [media("m2", "audio", 0, 0, 3)], { muted: true }),
    ]);

  it("hears video clips and audio on unmuted tracks, not images, muted tracks or silent clips", () => {
    const segments = audioSegments(doc());
    expect(segments.map((s) => s.item.id)).toEqual(["v1", "m1"]);
    expect(segments[1]).toMatchObject({ trackId: "music", start: 1, end: 11, in: 2, out: 12, volume: 1.5, fadeIn: 1, fadeOut: 2 });
    expect(segments[1].asset?.kind).toBe("audio");
  });

  it("applies volume and linear fades", () => {
    const [, music] = audioSegments(doc());
    expect(gainAt(music, 1)).toBe(0);
    expect(gainAt(music, 1.5)).toBe(0.75);
    expect(gainAt(music, 2)).toBe(1.5);
    expect(gainAt(music, 6)).toBe(1.5);
    expect(gainAt(music, 10)).toBe(0.75);
    expect(gainAt(music, 11)).toBe(0);
    expect(gainAt(music, 0.5)).toBe(0);
  });

  it("lets the lower fade win where fades overlap", () => {
    const short = { start: 0, end: 1, volume: 1, fadeIn: 1, fadeOut: 1 };
    expect(gainAt(short, 0.25)).toBe(0.25);
    expect(gainAt(short, 0.5)).toBe(0.5);
    expect(gainAt(short, 0.75)).toBe(0.25);
  });

  it("plans the sound at t with source times", () => {
    const plan = audioPlan(doc(), 1.5);
    expect(plan.map((p) => [p.segment.item.id, p.sourceTime, p.gain])).toEqual([
      ["v1", 6.5, 1],
      ["m1", 2.5, 0.75],
    ]);
    expect(audioPlan(doc(), 2).map((p) => p.segment.item.id)).toEqual(["m1"]);
  });
});
