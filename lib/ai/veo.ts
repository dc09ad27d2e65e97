/** The Veo 3 structured prompt and the text the generator copies. */
export const veoDurations = ["3", "5", "8", "12", "15"] as const;
export const veoAspectRatios = ["16:9", "9:16", "1:1", "4:3"] as const;
export const veoSubtitles = ["Yes", "No"] as const;

export interface VeoPrompt {
  main_subject: string;
  scene_action: string;
  camera_movement: string;
  audio_elements: string;
  lighting: string;
  environment: string;
  style: string;
  /** Seconds, one of veoDurations. */
  duration: string;
  aspect_ratio: string;
  subtitles: string;
}

export type VeoTextField = Exclude<keyof VeoPrompt, "duration" | "aspect_ratio" | "subtitles">;

/** The free-text fields in form order, with their labels and placeholders. */
export const veoTextFields: { key: VeoTextField; label: string; placeholder: string; multiline?: boolean; wide?: boolean }[] = [
  { key: "main_subject", label: "Main Subject", placeholder: "e.g. A golden retriever puppy", wide: true },
  { key: "scene_action", label: "Scene Action", placeholder: "e.g. chases a red ball across the lawn", multiline: true, wide: true },
  { key: "camera_movement", label: "Camera Movement", placeholder: "e.g. slow tracking shot at ground level" },
  { key: "audio_elements", label: "Audio Elements", placeholder: "e.g. playful barking, birdsong" },
  { key: "lighting", label: "Lighting", placeholder: "e.g. soft morning sunlight" },
  { key: "environment", label: "Environment", placeholder: "e.g. a suburban backyard in spring" },
  { key: "style", label: "Style", placeholder: "e.g. cinematic, warm colour grade" },
];

export const emptyVeoPrompt: VeoPrompt = {
  main_subject: "",
  scene_action: "",
  camera_movement: "",
  audio_elements: "",
  lighting: "",
  environment: "",
  style: "",
  duration: "8",
  aspect_ratio: "16:9",
  subtitles: "No",
};

/** The structured prompt as Veo takes it: every field, trimmed, as pretty-printed JSON. */
export function buildVeoPrompt(prompt: VeoPrompt): string {
  const out = {} as Record<keyof VeoPrompt, string>;
  for (const key of Object.keys(emptyVeoPrompt) as (keyof VeoPrompt)[]) out[key] = (prompt[key] ?? "").trim();
  return JSON.stringify(out, null, 2);
}

/** Why a prompt cannot be generated yet, or null when it can. */
export function veoPromptError(prompt: VeoPrompt): string | null {
  if (!prompt.main_subject.trim()) return "Please describe the main subject of your video before generating.";
  return null;
}
