/**
 * The six gallery templates as project documents: what Use Template opens, what the gallery's pictures are drawn
 * from, and what the tests validate. Each has its stated length and frame, keyframed titles, media slots (each with
 * its own time range, transform, keyframes, crop and effects), transitions and effects from the registry, and a
 * music bed from the Music Library (ducked under speech where a slot is someone talking). Loaded on demand: the
 * gallery's first load carries only lib/catalog/templates.ts.
 */
import { musicTracks } from "@/lib/catalog/music";
import { templates, type Template } from "@/lib/catalog/templates";
import {
  type CaptionItem,
  type CaptionStyle,
  EMPTY_SLOT_ASSET,
  type Keyframe,
  type Keyframes,
  type MediaAsset,
  type MediaItem,
  type ProjectDoc,
  type TextItem,
  type TimelineItem,
  type TransitionKind,
} from "@/lib/editor/model/document";
import { defaultTrackIds, emptyDoc } from "@/lib/editor/model/empty-doc";
import { addEffect } from "@/lib/editor/effects/effect-edits";
import { platformPresets } from "@/lib/editor/model/presets";
import { toDurationText } from "@/lib/editor/model/query";
import { addTransition } from "@/lib/editor/edits/transition-edits";

type Key = [t: number, value: number, easing?: Keyframe["easing"]];
const keys = (list: Key[]): Keyframe[] => list.map(([t, value, easing = "ease-out"]) => ({ t, value, easing }));
const anim = (spec: Partial<Record<keyof Keyframes, Key[]>>): Keyframes =>
  Object.fromEntries(Object.entries(spec).map(([k, v]) => [k, keys(v as Key[])])) as Keyframes;

interface SlotSpec {
  id: string;
  label: string;
  tint: string;
  start: number;
  length: number;
  track?: "video" | "overlay";
  transform?: Partial<MediaItem["transform"]>;
  keyframes?: Keyframes;
  crop?: MediaItem["crop"];
  volume?: number;
}

function slot(s: SlotSpec): MediaItem {
  return {
    id: s.id,
    kind: "image",
    name: s.label,
    assetId: EMPTY_SLOT_ASSET,
    start: s.start,
    in: 0,
    out: s.length,
    volume: s.volume ?? 1,
    fadeIn: 0,
    fadeOut: 0,
    transform: { x: 0.5, y: 0.5, scale: 1, opacity: 1, ...s.transform },
    ...(s.keyframes ? { keyframes: s.keyframes } : {}),
    ...(s.crop ? { crop: s.crop } : {}),
    slot: { label: s.label, tint: s.tint },
  };
}

interface TitleSpec {
  id: string;
  text: string;
  start: number;
  length: number;
  size?: number;
  color?: string;
  placement?: TextItem["placement"];
  x?: number;
  y?: number;
  background?: string | null;
  keyframes?: Keyframes;
}

function title(s: TitleSpec): TextItem {
  return {
    id: s.id,
    kind: "text",
    name: s.text.split("\n")[0].slice(0, 40),
    start: s.start,
    in: 0,
    out: s.length,
    text: s.text,
    fontSize: s.size ?? 96,
    color: s.color ?? "#ffffff",
    placement: s.placement ?? (s.x !== undefined ? "custom" : "center"),
    x: s.x ?? 0.5,
    y: s.y ?? 0.5,
    bold: true,
    background: s.background ?? null,
    ...(s.keyframes ? { keyframes: s.keyframes } : {}),
  };
}

/** Caption cues whose words come one after another across the cue (kinetic captions). */
function captions(prefix: string, cues: [start: number, length: number, text: string][]): CaptionItem[] {
  return cues.map(([start, length, text], i) => {
    const words = text.split(" ");
    const step = length / words.length;
    return {
      id: `${prefix}-${i + 1}`,
      kind: "caption",
      name: text,
      start,
      in: 0,
      out: length,
      text,
      words: words.map((w, j) => ({ text: w, start: j * step, end: (j + 1) * step })),
    };
  });
}

/** The Music Library track as the bed: from 0 for the template's length, faded out, ducked under speech if asked. */
function musicBed(trackId: string, length: number, opts: { volume: number; duck?: boolean }): { asset: MediaAsset; item: MediaItem } {
  const track = musicTracks.find((t) => t.id === trackId)!;
  const [m, s] = track.duration.split(":").map(Number);
  const asset: MediaAsset = { id: `asset-music-${track.id}`, name: track.title, mime: "audio/webm", kind: "audio", duration: m * 60 + s, source: "library", url: track.url };
  const item: MediaItem = {
    id: "music-bed",
    kind: "audio",
    name: track.title,
    assetId: asset.id,
    start: 0,
    in: 0,
    out: Math.min(length, asset.duration!),
    volume: opts.volume,
    fadeIn: 0.5,
    fadeOut: 2,
    transform: { x: 0.5, y: 0.5, scale: 1, opacity: 1 },
    ...(opts.duck ? { duck: { depth: 12, attack: 0.25, release: 0.6 } } : {}),
  };
  return { asset, item };
}

interface TemplateSpec {
  preset: "youtube" | "vertical" | "square";
  slots: SlotSpec[];
  titles: TitleSpec[];
  captions?: { style: CaptionStyle; cues: [number, number, string][] };
  music: { id: string; volume: number; duck?: boolean };
  /** Transitions after these slot ids (each into the next slot on its track). */
  transitions: [fromId: string, kind: TransitionKind, seconds: number][];
  effects: { effectId: string; start: number; length: number; targetId?: string; params?: Record<string, number | string> }[];
}

function build(t: Template, spec: TemplateSpec): ProjectDoc {
  const preset = platformPresets.find((p) => p.id === spec.preset)!;
  const durationText = toDurationText(t.duration)!;
  const [h, m, s] = durationText.split(":").map(Number);
  const length = h * 3600 + m * 60 + s;
  const base = emptyDoc({
    title: t.title,
    aspectRatio: preset.aspectRatio,
    resolution: preset.resolution,
    frameRate: preset.frameRate,
    bitrate: preset.bitrate,
    durationText,
  });
  const music = musicBed(spec.music.id, length, spec.music);
  const byTrack: Record<string, TimelineItem[]> = {
    [defaultTrackIds.video]: spec.slots.filter((x) => (x.track ?? "video") === "video").map(slot),
    [defaultTrackIds.overlay]: spec.slots.filter((x) => x.track === "overlay").map(slot),
    [defaultTrackIds.text]: spec.titles.map(title),
    [defaultTrackIds.audio]: [music.item],
    [defaultTrackIds.caption]: spec.captions ? captions("caption", spec.captions.cues) : [],
  };
  let doc: ProjectDoc = {
    ...base,
    length,
    assets: [music.asset],
    tracks: base.tracks.map((track) => ({
      ...track,
      items: [...(byTrack[track.id] ?? [])].sort((a, b) => a.start - b.start),
      ...(track.kind === "caption" && spec.captions ? { captionStyle: spec.captions.style } : {}),
    })),
  };
  let n = 0;
  const newId = () => `tr-${++n}`;
  for (const [fromId, kind, duration] of spec.transitions) doc = addTransition(doc, { fromId, kind, duration, newId });
  let effectTracks = 1;
  const newTrackId = () => `track-effects-${++effectTracks}`;
  spec.effects.forEach((e, i) => {
    doc = addEffect(doc, { effectId: e.effectId, start: e.start, duration: e.length, targetId: e.targetId, id: `fx-${i + 1}`, newId: newTrackId, params: e.params });
  });
  return doc;
}

const byId = (id: string) => templates.find((t) => t.id === id)!;

/** Punchy vertical opener: three quick slots with punch-in zooms, kinetic pop captions, glitch hits on the cuts. */
function viralTikTokIntro(): ProjectDoc {
  return build(byId("tpl-1"), {
    preset: "vertical",
    slots: [
      { id: "slot-1", label: "Your hook shot", tint: "#db2777", start: 0, length: 5, keyframes: anim({ scale: [[0, 1.25], [0.6, 1]] }) },
      { id: "slot-2", label: "The reveal", tint: "#7c3aed", start: 5, length: 5, transform: { scale: 1.1 }, crop: { left: 0.05, right: 0.05, top: 0, bottom: 0 } },
      { id: "slot-3", label: "Call to action", tint: "#0891b2", start: 10, length: 5, keyframes: anim({ scale: [[0, 1], [5, 1.15, "linear"]] }) },
    ],
    titles: [
      {
        id: "title-hook",
        text: "WAIT\nFOR IT",
        start: 0,
        length: 3,
        size: 120,
        x: 0.5,
        y: 0.2,
        background: "#db2777",
        keyframes: anim({ scale: [[0, 0.2], [0.35, 1.1], [0.5, 1]], rotation: [[0, -8], [0.5, 0]] }),
      },
      { id: "title-cta", text: "FOLLOW FOR PART 2", start: 11, length: 4, size: 88, placement: "lower-third", background: "#0891b2", keyframes: anim({ y: [[0, 1.1], [0.4, 0.78]] }) },
    ],
    captions: {
      style: { preset: "bold-pop", animation: "pop" },
      cues: [
        [3, 2, "you won't believe"],
        [5, 2.5, "what happened next"],
        [7.5, 2.5, "this changes everything"],
      ],
    },
    music: { id: "m-1", volume: 0.8 },
    transitions: [
      ["slot-1", "zoom", 0.4],
      ["slot-2", "push", 0.4],
    ],
    effects: [
      { effectId: "glitch-hit", start: 4.7, length: 0.6 },
      { effectId: "glitch-hit", start: 9.7, length: 0.6 },
      { effectId: "speed-lines", start: 5, length: 1.5, targetId: "slot-2" },
    ],
  });
}

/** Cinematic 16:9 trailer: a talking intro (music ducked under it), four b-roll slots with slow push-ins, dissolves. */
function youtubeChannelTrailer(): ProjectDoc {
  const broll = ["Your best moment", "Behind the scenes", "Your audience", "What's coming"];
  return build(byId("tpl-2"), {
    preset: "youtube",
    slots: [
      { id: "slot-1", label: "Say hello to camera", tint: "#b91c1c", start: 0, length: 12 },
      ...broll.map((label, i) => ({
        id: `slot-${i + 2}`,
        label,
        tint: ["#1e3a8a", "#312e81", "#4c1d95", "#831843"][i],
        start: 12 + i * 10,
        length: 10,
        keyframes: anim({ scale: [[0, 1], [10, 1.12, "linear"]] }),
      })),
      { id: "slot-6", label: "Channel logo or picture", tint: "#111827", start: 52, length: 8, transform: { scale: 0.6, y: 0.42 } },
    ],
    titles: [
      { id: "title-channel", text: "YOUR CHANNEL NAME", start: 1, length: 5, size: 110, keyframes: anim({ opacity: [[0, 0], [1, 1], [4, 1], [5, 0]], scale: [[0, 0.9], [5, 1.05, "linear"]] }) },
      { id: "title-lower", text: "New videos every week", start: 13, length: 6, size: 56, placement: "lower-third", background: "rgba(0,0,0,0.6)" },
      { id: "title-subscribe", text: "SUBSCRIBE", start: 53, length: 7, size: 100, placement: "custom", x: 0.5, y: 0.82, background: "#b91c1c", keyframes: anim({ scale: [[0, 0.5], [0.5, 1.1], [0.8, 1]] }) },
    ],
    music: { id: "m-3", volume: 0.7, duck: true },
    transitions: [
      ["slot-1", "dip-black", 1],
      ["slot-2", "dissolve", 1],
      ["slot-3", "dissolve", 1],
      ["slot-4", "dissolve", 1],
      ["slot-5", "dip-black", 1.5],
    ],
    effects: [{ effectId: "color-grading", start: 12, length: 40 }],
  });
}

/** Clean commercial reveal: a hero shot pushing in, two detail slots side by side, a price card with a slide. */
function productLaunchPromo(): ProjectDoc {
  return build(byId("tpl-3"), {
    preset: "youtube",
    slots: [
      { id: "slot-1", label: "Product hero shot", tint: "#0f766e", start: 0, length: 10, keyframes: anim({ scale: [[0, 1.2], [10, 1, "ease-in-out"]] }) },
      { id: "slot-2", label: "Detail: left", tint: "#0e7490", start: 10, length: 10, transform: { x: 0.27, scale: 0.46 } },
      { id: "slot-3", label: "Detail: right", tint: "#155e75", start: 10, length: 10, track: "overlay", transform: { x: 0.73, scale: 0.46 }, keyframes: anim({ opacity: [[0, 0], [0.6, 1]] }) },
      { id: "slot-4", label: "Product in use", tint: "#1e293b", start: 20, length: 10, crop: { left: 0, right: 0, top: 0.1, bottom: 0.1 } },
    ],
    titles: [
      { id: "title-name", text: "INTRODUCING\nPRODUCT NAME", start: 1, length: 6, size: 100, keyframes: anim({ y: [[0, 0.56], [0.8, 0.5]], opacity: [[0, 0], [0.8, 1]] }), x: 0.5, y: 0.5 },
      { id: "title-features", text: "Fast · Simple · Yours", start: 11, length: 8, size: 56, placement: "lower-third", background: "rgba(15,23,42,0.75)" },
      { id: "title-price", text: "Available now — $49", start: 22, length: 8, size: 84, placement: "center", background: "#0f766e", keyframes: anim({ x: [[0, -0.3], [0.7, 0.5]] }), x: 0.5, y: 0.5 },
    ],
    music: { id: "m-2", volume: 0.7 },
    transitions: [
      ["slot-1", "wipe-left", 0.8],
      ["slot-2", "slide", 0.8],
    ],
    effects: [{ effectId: "luxury-shine", start: 0, length: 10, targetId: "slot-1" }],
  });
}

/** Fast cuts: twelve ten-second plays, a glitch hit on every cut, zoom and push transitions, a beat-driven punch-in. */
function gamingHighlightsReel(): ProjectDoc {
  const tints = ["#16a34a", "#65a30d", "#0891b2", "#7c3aed", "#dc2626", "#ea580c"];
  const slots: SlotSpec[] = Array.from({ length: 12 }, (_, i) => ({
    id: `slot-${i + 1}`,
    label: `Play ${i + 1}`,
    tint: tints[i % tints.length],
    start: i * 10,
    length: 10,
    ...(i % 3 === 0 ? { keyframes: anim({ scale: [[0, 1.3], [0.4, 1]] }) } : {}),
  }));
  return build(byId("tpl-4"), {
    preset: "youtube",
    slots,
    titles: [
      { id: "title-intro", text: "BEST PLAYS", start: 0, length: 3, size: 140, color: "#a3e635", keyframes: anim({ scale: [[0, 3], [0.3, 1]], rotation: [[0, 10], [0.3, 0]] }) },
      { id: "title-gamertag", text: "@YourGamertag", start: 3, length: 5, size: 52, placement: "custom", x: 0.18, y: 0.9, background: "rgba(0,0,0,0.7)" },
      { id: "title-outro", text: "GG — SUBSCRIBE", start: 115, length: 5, size: 110, color: "#a3e635" },
    ],
    music: { id: "m-1", volume: 0.9 },
    transitions: slots.slice(0, -1).map((s, i): [string, TransitionKind, number] => [s.id, i % 2 === 0 ? "zoom" : "push", 0.3]),
    effects: [
      ...slots.slice(1).map((s) => ({ effectId: "glitch-hit", start: s.start - 0.3, length: 0.6 })),
      { effectId: "impact-zoom", start: 30, length: 30, targetId: "slot-4" },
    ],
  });
}

/** Slides: a presenter (music ducked under the talk), five picture or chart slides with lower thirds, dissolves. */
function corporatePresentation(): ProjectDoc {
  const topics = ["Where we are", "The numbers", "Our plan", "The team", "Next steps"];
  return build(byId("tpl-5"), {
    preset: "youtube",
    slots: [
      { id: "slot-1", label: "Presenter on camera", tint: "#1e40af", start: 0, length: 30 },
      ...topics.map((topic, i) => ({
        id: `slot-${i + 2}`,
        label: i === 1 ? "Chart or graph" : `Slide: ${topic}`,
        tint: ["#334155", "#1e3a8a", "#0f766e", "#475569", "#1e40af"][i],
        start: 30 + i * 30,
        length: 30,
        transform: { x: 0.6, scale: 0.72 },
      })),
      { id: "slot-7", label: "Presenter picture-in-picture", tint: "#0c4a6e", start: 30, length: 150, track: "overlay", transform: { x: 0.14, y: 0.8, scale: 0.22 } },
    ],
    titles: [
      { id: "title-deck", text: "COMPANY NAME\nQuarterly Update", start: 1, length: 8, size: 90, keyframes: anim({ opacity: [[0, 0], [1, 1]] }) },
      { id: "title-presenter", text: "Alex Morgan · Chief Executive", start: 10, length: 8, size: 48, placement: "lower-third", background: "rgba(30,64,175,0.85)", keyframes: anim({ x: [[0, -0.2], [0.6, 0.5]] }) },
      ...topics.map((topic, i) => ({ id: `title-topic-${i + 1}`, text: topic, start: 30 + i * 30 + 0.5, length: 29, size: 64, placement: "custom" as const, x: 0.26, y: 0.12, keyframes: anim({ opacity: [[0, 0], [0.6, 1]] }) })),
    ],
    music: { id: "m-2", volume: 0.35, duck: true },
    transitions: ["slot-1", "slot-2", "slot-3", "slot-4", "slot-5"].map((id): [string, TransitionKind, number] => [id, "dissolve", 1]),
    effects: [],
  });
}

/** Square visuals for a single: the cover turning slowly, the frame pulsing to the beat, a waveform along the bottom. */
function musicVisualizer(): ProjectDoc {
  return build(byId("tpl-6"), {
    preset: "square",
    slots: [
      {
        id: "slot-1",
        label: "Cover art",
        tint: "#6d28d9",
        start: 0,
        length: 210,
        transform: { scale: 0.62, y: 0.45 },
        keyframes: anim({ rotation: [[0, 0], [210, 360, "linear"]], scale: [[0, 0.55], [2, 0.62]] }),
      },
    ],
    titles: [
      { id: "title-track", text: "TRACK TITLE\nArtist Name", start: 0, length: 210, size: 64, placement: "custom", x: 0.5, y: 0.87, keyframes: anim({ opacity: [[0, 0], [1.5, 1]], y: [[0, 0.92], [1.5, 0.87]] }) },
    ],
    music: { id: "m-4", volume: 1 },
    transitions: [],
    effects: [
      { effectId: "beat-pulse", start: 0, length: 210 },
      { effectId: "rhythm-wave", start: 0, length: 210, params: { color: "#a78bfa" } },
    ],
  });
}

const builders: Record<string, () => ProjectDoc> = {
  "tpl-1": viralTikTokIntro,
  "tpl-2": youtubeChannelTrailer,
  "tpl-3": productLaunchPromo,
  "tpl-4": gamingHighlightsReel,
  "tpl-5": corporatePresentation,
  "tpl-6": musicVisualizer,
};

/** The catalogue template's document (a fresh copy each call), or null for an unknown id. */
export function templateDoc(id: string): ProjectDoc | null {
  return Object.hasOwn(builders, id) ? builders[id]() : null;
}
