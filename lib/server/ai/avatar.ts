import "server-only";

import { adventurer, lorelei, notionists, personas, shapes } from "@dicebear/collection";
import { createAvatar, type Style } from "@dicebear/core";

import { ApiError } from "@/lib/server/api";
import { fetchImageSafely } from "@/lib/server/ai/safe-fetch";
import { callProvider, readProviderBody, type ProviderConfig } from "@/lib/server/ai/upstream";
import type { Env } from "@/lib/server/env";
import type { AvatarStyle } from "@/lib/ai/tools";

/** What /api/ai/avatar answers. */
export interface AvatarResult {
  provider: string;
  /** The requested style (realistic, cinematic, ...). */
  style: AvatarStyle;
  /** What drew it: the DiceBear style, or the hosted model. */
  engineStyle: string;
  /** The normalised prompt the image is seeded by: the same prompt gives the same avatar. */
  seed: string;
  mimeType: "image/svg+xml" | "image/png" | "image/jpeg" | "image/webp";
  /** The image as a data URL (usable as the profile photo). */
  dataUrl: string;
  /** The SVG source, when the image is an SVG (it carries its licence and creator in <metadata>). */
  svg?: string;
  /** Who made the artwork and under which licence. */
  attribution: string;
}

export interface AvatarEngine {
  readonly provider: string;
  generate(prompt: string, style: AvatarStyle): Promise<AvatarResult>;
}

/** Lower case, single spaces, no surrounding punctuation. */
export function normalizePrompt(prompt: string): string {
  return prompt
    .normalize("NFKC")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, "");
}

interface StyleEntry {
  // DiceBear's styles differ in their option types; they are all drawn with the shared options here.
  style: Style<object>;
  name: string;
  attribution: string;
  background: string[];
}

/** Each style of the panel drawn by one DiceBear style whose licence allows commercial use. */
export const dicebearStyles: Record<AvatarStyle, StyleEntry> = {
  realistic: { style: personas as Style<object>, name: "personas", attribution: "“Personas by Draftbit” by Draftbit (draftbit.com), CC BY 4.0", background: ["b6e3f4", "c0aede", "d1d4f9", "ffd5dc", "ffdfbf"] },
  cinematic: { style: notionists as Style<object>, name: "notionists", attribution: "“Notionists” by Zoish, CC0 1.0", background: ["1e293b", "312e81", "4c1d95", "7c2d12"] },
  artistic: { style: lorelei as Style<object>, name: "lorelei", attribution: "“Lorelei” by Lisa Wischofsky, CC0 1.0", background: ["fde68a", "a7f3d0", "bfdbfe", "fbcfe8"] },
  abstract: { style: shapes as Style<object>, name: "shapes", attribution: "“Shapes” by DiceBear, CC0 1.0", background: ["0a5b83", "1c799f", "69d2e7", "f1f4dc", "f88c49"] },
  anime: { style: adventurer as Style<object>, name: "adventurer", attribution: "“Adventurer” by Lisa Wischofsky, CC BY 4.0", background: ["ffd5dc", "c0aede", "b6e3f4", "d1d4f9"] },
};

export const dicebearEngine: AvatarEngine = {
  provider: "dicebear",
  async generate(prompt, style) {
    const entry = dicebearStyles[style];
    const seed = normalizePrompt(prompt);
    const avatar = createAvatar(entry.style, { seed, size: 256, backgroundColor: entry.background, backgroundType: ["gradientLinear"] });
    const svg = avatar.toString();
    return {
      provider: "dicebear",
      style,
      engineStyle: entry.name,
      seed,
      mimeType: "image/svg+xml",
      dataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
      svg,
      attribution: entry.attribution,
    };
  },
};

const styleHints: Record<AvatarStyle, string> = {
  realistic: "photorealistic portrait",
  cinematic: "cinematic portrait, dramatic lighting",
  artistic: "painterly artistic portrait",
  abstract: "abstract geometric portrait",
  anime: "anime style portrait",
};

const imageMimes = ["image/png", "image/jpeg", "image/webp"] as const;

/** fal.ai (FLUX schnell, synchronous mode: the image comes back as a data URI in the JSON answer). */
export function falEngine(config: ProviderConfig & { model?: string; allowedHosts?: string[] }): AvatarEngine {
  const model = config.model ?? "fal-ai/flux/schnell";
  return {
    provider: "fal",
    async generate(prompt, style) {
      const seed = normalizePrompt(prompt);
      const res = await callProvider(
        "fal",
        `${config.baseUrl.replace(/\/$/, "")}/${model}`,
        {
          method: "POST",
          headers: { Authorization: `Key ${config.apiKey}`, "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify({
            prompt: `${prompt.trim()}, ${styleHints[style]}, avatar, head and shoulders`,
            image_size: "square",
            num_images: 1,
            sync_mode: true,
            seed: Number.parseInt(seed.length ? hashHex(seed) : "0", 16) % 2_147_483_647,
          }),
        },
        config,
      );
      const body = await readProviderBody("fal", () => res.json() as Promise<{ images?: { url?: unknown; content_type?: unknown }[] }>);
      const url = body?.images?.[0]?.url;
      if (typeof url !== "string") throw new ApiError(502, "fal sent no image", "upstream_failed");
      let bytes: Buffer;
      let mime: string;
      const dataMatch = /^data:(image\/[a-z+.-]+);base64,(.+)$/i.exec(url);
      if (dataMatch) {
        mime = dataMatch[1].toLowerCase();
        bytes = Buffer.from(dataMatch[2], "base64");
      } else {
        const fetched = await fetchImageSafely(url, { allowedHosts: config.allowedHosts }).catch(() => {
          throw new ApiError(502, "fal's image could not be downloaded", "upstream_failed");
        });
        mime = fetched.contentType;
        bytes = fetched.bytes;
      }
      if (!(imageMimes as readonly string[]).includes(mime)) throw new ApiError(502, "fal sent an unsupported image type", "upstream_failed");
      return {
        provider: "fal",
        style,
        engineStyle: model,
        seed,
        mimeType: mime as (typeof imageMimes)[number],
        dataUrl: `data:${mime};base64,${bytes.toString("base64")}`,
        attribution: `Generated with ${model} on fal.ai`,
      };
    },
  };
}

function hashHex(text: string): string {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0).toString(16);
}

export function avatarEngineFromEnv(env: Env, allowedHosts: string[] = []): AvatarEngine {
  if (env.FAL_KEY) return falEngine({ apiKey: env.FAL_KEY, baseUrl: env.FAL_BASE_URL ?? "https://fal.run", allowedHosts });
  return dicebearEngine;
}

