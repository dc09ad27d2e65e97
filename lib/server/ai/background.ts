import "server-only";

import sharp, { type Metadata } from "sharp";

import type { BackgroundEngineName } from "@/lib/ai/tools";
import { ApiError } from "@/lib/server/api";
import { alphaFromProbabilities, coverage, personProbabilities } from "@/lib/server/ai/selfie";
import { callProvider, readProviderBody, type ProviderConfig } from "@/lib/server/ai/upstream";
import type { Env } from "@/lib/server/env";

/** What /api/ai/remove-background answers. */
export interface BackgroundResult {
  provider: string;
  /** Which engine ran: "selfie-segmentation" or "flood-fill" (embedded), or "remove.bg". */
  engine: string;
  /** Embedded engines: share of the picture the person model called person (0..1), when it ran. */
  personCoverage?: number;
  mimeType: "image/png";
  /** The cut-out: a PNG whose background is transparent. */
  imageBase64: string;
  width: number;
  height: number;
  /** A small JPEG of the original, for showing it beside the cut-out (the page cannot load foreign images). */
  original: { mimeType: "image/jpeg"; imageBase64: string; width: number; height: number };
}

export interface BackgroundEngine {
  readonly provider: string;
  removeBackground(image: Buffer): Promise<Omit<BackgroundResult, "original">>;
}

/** Largest side the embedded engine works at (bigger images are scaled down first). */
export const MAX_SIDE = 1600;
const PREVIEW_SIDE = 640;
/** Colour distance (RGB, 0..441) allowed between neighbouring background pixels. */
const STEP_LIMIT = 20;
/** Colour distance allowed from the backdrop model (corner colours blended across the image). */
const MODEL_LIMIT = 70;

function openImage(image: Buffer) {
  return sharp(image, { limitInputPixels: 50_000_000, failOn: "error" }).rotate();
}

type Decoded = Awaited<ReturnType<typeof decode>>;

async function decode(image: Buffer) {
  try {
    return await openImage(image)
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new ApiError(400, "The URL's content could not be read as an image", "not_an_image");
  }
}

/**
 * Model-free segmentation of a subject on a plain or gradient backdrop: the backdrop colour is
 * taken from the four corner patches (blended bilinearly across the image, which follows
 * gradients); from the border, the fill spreads to neighbours that differ by small steps and stay
 * near the backdrop model; what it reaches is background. The mask is feathered and becomes alpha.
 */
export async function segmentBackdrop(image: Buffer): Promise<{ png: Buffer; width: number; height: number }> {
  return floodFill(await decode(image));
}

async function floodFill(decoded: Decoded): Promise<{ png: Buffer; width: number; height: number }> {
  return floodFillPng(decoded, floodMask(decoded).mask);
}

/** The flood fill's mask (255 = subject) and how plain the backdrop looked: share of the border and of the picture it reached. */
function floodMask({ data, info }: Decoded): { mask: Uint8Array; borderShare: number; backdropShare: number } {
  const { width: w, height: h, channels } = info;
  const patch = Math.max(2, Math.round(Math.min(w, h) * 0.04));
  const cornerMean = (x0: number, y0: number) => {
    const sum = [0, 0, 0];
    for (let y = y0; y < y0 + patch; y++) {
      for (let x = x0; x < x0 + patch; x++) {
        const i = (y * w + x) * channels;
        sum[0] += data[i];
        sum[1] += data[i + 1];
        sum[2] += data[i + 2];
      }
    }
    return sum.map((s) => s / (patch * patch));
  };
  const tl = cornerMean(0, 0);
  const tr = cornerMean(w - patch, 0);
  const bl = cornerMean(0, h - patch);
  const br = cornerMean(w - patch, h - patch);

  const modelDistance = (p: number) => {
    const x = p % w;
    const y = (p - x) / w;
    const fx = w > 1 ? x / (w - 1) : 0;
    const fy = h > 1 ? y / (h - 1) : 0;
    const i = p * channels;
    let d = 0;
    for (let c = 0; c < 3; c++) {
      const top = tl[c] + (tr[c] - tl[c]) * fx;
      const bottom = bl[c] + (br[c] - bl[c]) * fx;
      const m = top + (bottom - top) * fy;
      d += (data[i + c] - m) ** 2;
    }
    return Math.sqrt(d);
  };
  const step = (a: number, b: number) => {
    const i = a * channels;
    const j = b * channels;
    return Math.sqrt((data[i] - data[j]) ** 2 + (data[i + 1] - data[j + 1]) ** 2 + (data[i + 2] - data[j + 2]) ** 2);
  };

  // 255 = subject, 0 = background (reached by the fill).
  const mask = new Uint8Array(w * h).fill(255);
  const queue = new Int32Array(w * h);
  let head = 0;
  let tail = 0;
  const seed = (p: number) => {
    if (mask[p] === 255 && modelDistance(p) < MODEL_LIMIT) {
      mask[p] = 0;
      queue[tail++] = p;
    }
  };
  for (let x = 0; x < w; x++) {
    seed(x);
    seed((h - 1) * w + x);
  }
  for (let y = 0; y < h; y++) {
    seed(y * w);
    seed(y * w + w - 1);
  }
  while (head < tail) {
    const p = queue[head++];
    const x = p % w;
    const neighbours = [x > 0 ? p - 1 : -1, x < w - 1 ? p + 1 : -1, p - w, p + w];
    for (const q of neighbours) {
      if (q < 0 || q >= w * h || mask[q] === 0) continue;
      if (step(p, q) < STEP_LIMIT && modelDistance(q) < MODEL_LIMIT) {
        mask[q] = 0;
        queue[tail++] = q;
      }
    }
  }

  let border = 0;
  for (let x = 0; x < w; x++) border += (mask[x] === 0 ? 1 : 0) + (mask[(h - 1) * w + x] === 0 ? 1 : 0);
  for (let y = 0; y < h; y++) border += (mask[y * w] === 0 ? 1 : 0) + (mask[y * w + w - 1] === 0 ? 1 : 0);
  return { mask, borderShare: border / (2 * (w + h)), backdropShare: tail / (w * h) };
}

async function floodFillPng({ data, info }: Decoded, mask: Uint8Array) {
  const { width: w, height: h, channels } = info;
  const sigma = Math.max(0.8, Math.min(w, h) / 400);
  const alpha = await sharp(Buffer.from(mask), { raw: { width: w, height: h, channels: 1 } }).blur(sigma).extractChannel(0).raw().toBuffer();
  const png = await sharp(data, { raw: { width: w, height: h, channels } })
    .joinChannel(alpha, { raw: { width: w, height: h, channels: 1 } })
    .png({ compressionLevel: 8 })
    .toBuffer();
  return { png, width: w, height: h };
}

/** The embedded engines a request may ask for; "auto" picks per image. */
export type EmbeddedEngineName = BackgroundEngineName;

/** "auto" uses the person model when at least this share of the picture is person. */
export const PERSON_COVERAGE_MIN = 0.05;
/** "auto" calls a backdrop plain (flood fill, no model run) when the fill reached this share of the border... */
export const PLAIN_BORDER_MIN = 0.9;
/** ...and this share of the picture. */
export const PLAIN_BACKDROP_MIN = 0.2;

/**
 * Person segmentation with MediaPipe's selfie model (lib/server/ai/selfie.ts): the 256x256
 * probability mask, upscaled to the image, becomes alpha. Works on busy backdrops, for people only.
 */
export async function segmentPerson(image: Buffer): Promise<{ png: Buffer; width: number; height: number; personCoverage: number }> {
  const decoded = await decode(image);
  const { prob, personCoverage } = await runPersonModel(decoded);
  return { ...(await cutOutPerson(decoded, prob)), personCoverage };
}

async function runPersonModel({ data, info }: Decoded) {
  const prob = await personProbabilities(data, info.width, info.height);
  return { prob, personCoverage: Math.round(coverage(prob) * 1000) / 1000 };
}

async function cutOutPerson({ data, info }: Decoded, prob: Float32Array) {
  const { width: w, height: h, channels } = info;
  const alpha = await alphaFromProbabilities(prob, w, h);
  const png = await sharp(data, { raw: { width: w, height: h, channels } })
    .joinChannel(alpha, { raw: { width: w, height: h, channels: 1 } })
    .png({ compressionLevel: 8 })
    .toBuffer();
  return { png, width: w, height: h };
}

/**
 * The embedded engine. "auto": on a plain backdrop (the flood fill reached PLAIN_BORDER_MIN of the border
 * and PLAIN_BACKDROP_MIN of the picture) the flood fill; otherwise the person model, whose mask is used
 * if it finds a person (coverage at least PERSON_COVERAGE_MIN), else the flood fill keeps the picture.
 * If the model cannot run, "auto" falls back to the flood fill and "selfie-segmentation" answers 503.
 */
export function embeddedEngine(mode: EmbeddedEngineName = "auto"): BackgroundEngine {
  return {
    provider: "embedded",
    async removeBackground(image) {
      const decoded = await decode(image);
      const base = { provider: "embedded", mimeType: "image/png" as const };
      // auto: a plain backdrop (the fill reached most of the border and a good part of the picture) is the
      // flood fill's case, for any subject, and saves the model run; flat shapes can look like a person to it.
      const flood = mode === "selfie-segmentation" ? null : floodMask(decoded);
      const plain = flood !== null && flood.borderShare >= PLAIN_BORDER_MIN && flood.backdropShare >= PLAIN_BACKDROP_MIN;
      if (mode !== "flood-fill" && !plain) {
        let person: Awaited<ReturnType<typeof runPersonModel>> | null = null;
        try {
          person = await runPersonModel(decoded);
        } catch (err) {
          if (mode === "selfie-segmentation") {
            throw new ApiError(503, "The person segmentation model is not available", "engine_unavailable");
          }
          console.error("[remove-background] the selfie model did not run; using the flood fill:", err);
        }
        if (person && (mode === "selfie-segmentation" || person.personCoverage >= PERSON_COVERAGE_MIN)) {
          const { png, width, height } = await cutOutPerson(decoded, person.prob);
          return { ...base, engine: "selfie-segmentation", personCoverage: person.personCoverage, imageBase64: png.toString("base64"), width, height };
        }
        const { png, width, height } = await floodFillPng(decoded, (flood ?? floodMask(decoded)).mask);
        return {
          ...base,
          engine: "flood-fill",
          ...(person ? { personCoverage: person.personCoverage } : {}),
          imageBase64: png.toString("base64"),
          width,
          height,
        };
      }
      const { png, width, height } = await floodFillPng(decoded, (flood ?? floodMask(decoded)).mask);
      return { ...base, engine: "flood-fill", imageBase64: png.toString("base64"), width, height };
    },
  };
}

/** remove.bg (POST /v1.0/removebg with the image bytes; the answer is a PNG). */
export function removeBgEngine(config: ProviderConfig): BackgroundEngine {
  return {
    provider: "remove.bg",
    async removeBackground(image) {
      const form = new FormData();
      form.append("image_file", new Blob([new Uint8Array(image)]), "image");
      form.append("size", "auto");
      form.append("format", "png");
      const res = await callProvider(
        "remove.bg",
        `${config.baseUrl.replace(/\/$/, "")}/v1.0/removebg`,
        { method: "POST", headers: { "X-Api-Key": config.apiKey, Accept: "image/png" }, body: form },
        config,
      );
      const png = Buffer.from(await readProviderBody("remove.bg", () => res.arrayBuffer()));
      let meta: Metadata;
      try {
        meta = await sharp(png).metadata();
      } catch {
        throw new ApiError(502, "remove.bg sent something that is not an image", "upstream_failed");
      }
      if (meta.format !== "png") throw new ApiError(502, "remove.bg did not answer with a PNG", "upstream_failed");
      return {
        provider: "remove.bg",
        engine: "remove.bg",
        mimeType: "image/png",
        imageBase64: png.toString("base64"),
        width: meta.width ?? 0,
        height: meta.height ?? 0,
      };
    },
  };
}

/**
 * remove.bg when its key is set and the request did not ask for an embedded engine by name;
 * otherwise the embedded engine ("auto" by default).
 */
export function backgroundEngineFromEnv(env: Env, requested: EmbeddedEngineName = "auto"): BackgroundEngine {
  if (env.REMOVE_BG_API_KEY && requested === "auto") {
    return removeBgEngine({ apiKey: env.REMOVE_BG_API_KEY, baseUrl: env.REMOVE_BG_BASE_URL ?? "https://api.remove.bg" });
  }
  return embeddedEngine(requested);
}

/** A small JPEG of the original for the side-by-side view. */
export async function previewOf(image: Buffer): Promise<BackgroundResult["original"]> {
  try {
    const { data, info } = await openImage(image)
      .resize({ width: PREVIEW_SIDE, height: PREVIEW_SIDE, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { mimeType: "image/jpeg", imageBase64: data.toString("base64"), width: info.width, height: info.height };
  } catch {
    throw new ApiError(400, "The URL's content could not be read as an image", "not_an_image");
  }
}
