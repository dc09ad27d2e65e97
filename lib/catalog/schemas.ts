/**
 * Zod schemas of the product data in lib/catalog/ (parsed by catalog.test.ts). Screens import only the
 * types from here (erased at build time), so zod never ships to the browser.
 */
import { z } from "zod";

export const effectCategorySchema = z.enum(["romance", "lifestyle", "action", "fantasy", "diamond", "dance", "special"]);
export type EffectCategory = z.infer<typeof effectCategorySchema>;

export const effectSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  emoji: z.string().min(1),
  category: effectCategorySchema,
  description: z.string().min(1),
  premium: z.boolean(),
});
export type Effect = z.infer<typeof effectSchema>;

export const storyToolSchema = z.object({ id: z.string(), name: z.string().min(1) });
export type StoryTool = z.infer<typeof storyToolSchema>;

export const storyTemplateSchema = z.object({
  id: z.string(),
  name: z.string().min(1),
  emoji: z.string().min(1),
  imagePrompt: z.string().min(1),
  videoPrompt: z.string().min(1),
});
export type StoryTemplate = z.infer<typeof storyTemplateSchema>;

export const hintSchema = z.object({
  id: z.string(),
  name: z.string().min(1),
  thumbnail: z.string().startsWith("/"),
  category: z.string().min(1),
  count: z.string().min(1),
});
export type Hint = z.infer<typeof hintSchema>;

export const mergeTemplateSchema = z.object({
  id: z.enum(["picture-in-picture", "split-screen", "slideshow-video", "video-collage", "green-screen", "transition-blend"]),
  name: z.string().min(1),
  description: z.string().min(1),
  icon: z.string().min(1),
  setup: z.string().min(1),
});
export type MergeTemplate = z.infer<typeof mergeTemplateSchema>;

export const voiceCategorySchema = z.enum(["movie", "celebrity", "anime", "cartoon", "tv", "basic"]);
export type VoiceCategory = z.infer<typeof voiceCategorySchema>;

export const voicePresetSchema = z.object({
  id: z.string(),
  name: z.string().min(1),
  emoji: z.string().min(1),
  category: voiceCategorySchema,
  premium: z.boolean(),
});
export type VoicePreset = z.infer<typeof voicePresetSchema>;

export const languageSchema = z.object({ code: z.string().length(2), name: z.string().min(1) });
export type Language = z.infer<typeof languageSchema>;

export const soundEffectSchema = z.object({
  id: z.string(),
  name: z.string().min(1),
  icon: z.string().min(1),
  category: z.enum(["crowd", "nature", "cinematic", "ui"]),
});
export type SoundEffect = z.infer<typeof soundEffectSchema>;

// Plans, rewards, templates and Veo presets.

const planId = z.enum(["free", "starter", "pro", "enterprise"]);

export const planSchema = z.object({
  id: planId,
  name: z.string().min(1),
  monthlyPrice: z.number().min(0),
  yearlyPrice: z.number().min(0),
  monthlyTokens: z.number().min(0),
  yearlyTokens: z.number().min(0),
  description: z.string(),
  features: z.array(z.string().min(1)).min(1),
  limitations: z.array(z.string().min(1)),
  popular: z.boolean(),
});

export const simplePlanSchema = z.object({
  id: planId,
  name: z.string().min(1),
  price: z.number().min(0),
  tokenPrice: z.number().min(0),
  description: z.string(),
  features: z.array(z.string()),
  limitations: z.array(z.string()),
  popular: z.boolean(),
});

const meter = z.object({ used: z.number().min(0), total: z.number().positive().nullable() });
export const usageSchema = z.object({ aiGenerations: meter, storage: meter, exports: meter });

export const challengeSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  description: z.string().min(1),
  reward: z.number().positive(),
  progress: z.number().min(0),
  target: z.number().positive(),
  type: z.enum(["daily", "weekly", "monthly"]),
  daysLeft: z.number().int().min(0),
});

export const earningActivitySchema = z.object({ title: z.string().min(1), reward: z.number().positive(), description: z.string() });

export const transactionSchema = z.object({
  id: z.string().min(1),
  type: z.enum(["reward", "bonus", "withdrawal", "purchase", "conversion"]),
  amount: z.string().regex(/^[+-]\d+\.\d{2}$/),
  description: z.string().min(1),
  date: z.iso.datetime(),
  status: z.enum(["completed", "pending"]),
});

export const templateSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  description: z.string().min(1),
  category: z.enum(["social", "youtube", "commercial", "gaming", "business", "music"]),
  thumbnailUrl: z.string().startsWith("/media/"),
  isPremium: z.boolean(),
  duration: z.string().regex(/^\d+:\d{2}$/),
  aspectRatio: z.string().regex(/^\d+:\d+$/),
  views: z.number().int().min(0),
  likes: z.number().int().min(0),
  tags: z.array(z.string().min(1)),
});

export const veoPromptSchema = z.object({
  main_subject: z.string().min(1),
  scene_action: z.string().min(1),
  camera_movement: z.string().min(1),
  audio_elements: z.string().min(1),
  lighting: z.string().min(1),
  environment: z.string().min(1),
  style: z.string().min(1),
  duration: z.enum(["3", "5", "8", "12", "15"]),
  aspect_ratio: z.enum(["16:9", "9:16", "1:1", "4:3"]),
  subtitles: z.enum(["Yes", "No"]),
});

export const veoPresetSchema = z.object({ id: z.string().min(1), name: z.string().min(1), summary: z.string(), prompt: veoPromptSchema });
