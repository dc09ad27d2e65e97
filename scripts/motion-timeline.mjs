// Shared by the benchmarks (bench-export.mjs, bench-preview.mjs): the "full" timeline, a saved project document
// that uses the editor's motion features, stored through the projects API and opened in /editor?project=<id>.
// 1280x720 @ 30 fps, BENCH_SECONDS long (default 60): the main track alternates the sample clip (trimmed inside its
// source, so transitions have handles; graded with the teal-orange LUT; every third clip at 2x) and the sample
// picture zooming (Ken Burns keyframes); 10 transitions of different kinds on its cuts; a keyframed title (slide in
// and fade) every 10 s; one chroma-keyed green-screen picture on the overlay track for 10 s. The document starts as
// the editor's own new document (lib/editor/model/empty-doc.ts, bundled with esbuild), so it has the default settings and
// standard tracks of the build it is measured on.
import path from "node:path";
import sharp from "sharp";

import { benchCache, importBundled, root } from "./bench-bundle.mjs";

const { emptyDoc } = await importBundled(path.join(root, "lib/editor/model/empty-doc.ts"), path.join(benchCache("motion-timeline"), "empty-doc.mjs"));
const { fitTrackTransitions } = await importBundled(
  path.join(root, "lib/editor/model/transition-rules.ts"),
  path.join(benchCache("motion-timeline"), "transition-rules.mjs"),
);

export const GREEN_SCREEN_PATH = "/bench-media/green-screen.png";

/** The green-screen picture (640x360): a magenta disc and a yellow bar in front of pure green. */
export function greenScreenPng() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360">
    <rect width="640" height="360" fill="#00ff00"/>
    <circle cx="240" cy="180" r="110" fill="#e614c8"/>
    <rect x="400" y="80" width="120" height="200" fill="#f0d020"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const KINDS = ["dissolve", "dip-black", "dip-white", "wipe-left", "wipe-right", "wipe-up", "wipe-down", "slide", "push", "zoom", "iris", "blur"];
const SEGMENT = 5;

/** The project record (the editor's saved shape) of the full timeline. */
export function motionTimelineRecord(seconds = 60) {
  const clip = { id: "a-clip", name: "sample-clip.webm", mime: "video/webm", kind: "video", duration: 6, source: "sample", url: "/media/sample-clip.webm" };
  const picture = { id: "a-picture", name: "sample-image.jpg", mime: "image/jpeg", kind: "image", duration: null, source: "sample", url: "/media/sample-image.jpg" };
  const green = { id: "a-green", name: "green-screen.png", mime: "image/png", kind: "image", duration: null, source: "sample", url: GREEN_SCREEN_PATH };
  const base = (asset, id, start, inPoint, out) => ({
    id,
    kind: asset.kind,
    name: asset.name,
    assetId: asset.id,
    start,
    in: inPoint,
    out,
    volume: 1,
    fadeIn: 0,
    fadeOut: 0,
    transform: { x: 0.5, y: 0.5, scale: 1, opacity: 1 },
  });

  const main = [];
  for (let i = 0, start = 0; start < seconds - 1e-9; i++, start += SEGMENT) {
    if (i % 2 === 0) {
      const fast = i % 6 === 4;
      // 5 s of source: 5 s on the timeline, or 2.5 s at 2x followed by a still picture.
      main.push({
        ...base(clip, `clip-${i}`, start, 0.5, 5.5),
        ...(fast ? { speed: 2 } : {}),
        lut: { id: "teal-orange", name: "Teal and orange", source: "builtin", intensity: 0.8 },
      });
      if (fast) main.push(base(picture, `still-${i}`, start + 2.5, 0, 2.5));
    } else {
      main.push({
        ...base(picture, `picture-${i}`, start, 0, SEGMENT),
        keyframes: {
          scale: [
            { t: 0, value: 1, easing: "ease-in-out" },
            { t: SEGMENT, value: 1.3, easing: "linear" },
          ],
          x: [
            { t: 0, value: i % 4 === 1 ? 0.45 : 0.55, easing: "linear" },
            { t: SEGMENT, value: i % 4 === 1 ? 0.55 : 0.45, easing: "linear" },
          ],
        },
      });
    }
  }
  // 10 transitions, one second each, on the first 10 cuts.
  const transitions = [];
  for (let i = 0; i + 1 < main.length && transitions.length < 10; i++)
    transitions.push({ id: `transition-${i}`, kind: KINDS[transitions.length % KINDS.length], fromId: main[i].id, toId: main[i + 1].id, duration: 1 });

  const titles = [];
  for (let start = 1, n = 1; start + 4 <= seconds; start += 10, n++)
    titles.push({
      id: `title-${n}`,
      kind: "text",
      name: `Title ${n}`,
      start,
      in: 0,
      out: 4,
      text: `Chapter ${n}`,
      fontSize: 110,
      color: "#ffffff",
      placement: "custom",
      x: 0.5,
      y: 0.25,
      bold: true,
      background: "rgb(20, 30, 120)",
      keyframes: {
        x: [
          { t: 0, value: n % 2 ? 0.1 : 0.9, easing: "ease-out" },
          { t: 1, value: 0.5, easing: "hold" },
        ],
        opacity: [
          { t: 0, value: 0, easing: "linear" },
          { t: 0.5, value: 1, easing: "hold" },
          { t: 3.5, value: 1, easing: "linear" },
          { t: 4, value: 0, easing: "linear" },
        ],
      },
    });

  const keyedStart = Math.min(20, Math.max(0, seconds - 10));
  const keyed = {
    ...base(green, "keyed", keyedStart, 0, Math.min(10, seconds)),
    transform: { x: 0.7, y: 0.6, scale: 0.5, opacity: 1 },
    chromaKey: { color: "#00ff00", tolerance: 40, softness: 10, spill: 50 },
  };

  const doc = emptyDoc({ title: "Motion benchmark", resolution: "1280x720", durationText: "00:01:00" });
  doc.assets = [clip, picture, green];
  const items = { video: main, overlay: [keyed], text: titles };
  doc.tracks = doc.tracks.map((t) => ({ ...t, items: items[t.kind] ?? [], ...(t.kind === "video" ? { transitions } : {}) }));
  // Where a clip's handles are shorter than half a second (the 2x clips'), its transitions shorten to what exists, as
  // the editor does when one is dropped there.
  doc.tracks = doc.tracks.map((t) => fitTrackTransitions(doc, t));
  return { id: "p-bench", doc, appliedEffects: [], thumbnail: "", createdAt: 1, updatedAt: 1 };
}

/** What the record holds, for the benchmark's report. */
export function describeRecord(record) {
  const main = record.doc.tracks[0];
  const end = Math.max(...record.doc.tracks.flatMap((t) => t.items.map((i) => i.start + (i.out - i.in) / (i.speed ?? 1))));
  return `${main.items.length} main-track items (${main.items.filter((i) => i.keyframes).length} Ken Burns pictures, ${main.items.filter((i) => i.speed === 2).length} at 2x, LUT on ${main.items.filter((i) => i.lut).length}), ${main.transitions.length} transitions, ${record.doc.tracks[2].items.length} keyframed titles, 1 chroma-keyed overlay; ${end} s, 1280x720 @ 30 fps = ${Math.round(end * 30)} frames`;
}

/**
 * In a page of the app (its cookies are the account): serves the green screen, signs up a fresh account, stores
 * the record through the projects API and opens it in the editor. Resolves with the timeline's length in seconds.
 */
export async function openMotionTimeline(page, base, record) {
  const green = await greenScreenPng();
  await page.route(`**${GREEN_SCREEN_PATH}`, (route) => route.fulfill({ contentType: "image/png", body: green }));
  await page.goto(`${base}/dashboard`);
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const headers = { origin: base };
  const signup = await page.request.post(`${base}/api/auth/signup`, {
    headers,
    data: { firstName: "Bench", lastName: "Mark", email: `bench-${id}@example.com`, username: `bench_${id}`, password: "engine-42-secret" },
  });
  if (signup.status() !== 201) throw new Error(`sign-up failed: ${signup.status()} ${await signup.text()}`);
  const res = await page.request.post(`${base}/api/projects`, { headers, data: { record } });
  if (res.status() !== 201) throw new Error(`storing the project failed: ${res.status()} ${await res.text()}`);
  const { project } = await res.json();
  await page.goto(`${base}/editor?project=${encodeURIComponent(project.id)}`);
  await page.getByTestId("preview-time").filter({ hasText: /^0:00 \/ / }).waitFor({ timeout: 60_000 });
  const label = await page.getByTestId("preview-time").textContent();
  const [m, s] = label.split("/")[1].trim().split(":").map(Number);
  return m * 60 + s;
}
