import type { StoryTemplate, StoryTool } from "@/lib/catalog/schemas";

export type { StoryTemplate, StoryTool };

/** The eight tool buttons of the Story Maker. */
export const storyTools: StoryTool[] = [
  { id: "text-to-image", name: "Text to Image" },
  { id: "image-reference", name: "Image Reference" },
  { id: "restyle", name: "Restyle" },
  { id: "text-to-video", name: "Text to Video" },
  { id: "image-to-video", name: "Image to Video" },
  { id: "sound-fx", name: "Sound FX" },
  { id: "music-gen", name: "Music Gen" },
  { id: "voice-over", name: "Voice Over" },
];

/** The four quick-start templates; choosing one fills both prompts. */
export const storyTemplates: StoryTemplate[] = [
  {
    id: "cosmic-vault",
    name: "Cosmic Vault",
    emoji: "🌌",
    imagePrompt: "A colossal vault door floating in deep space, glowing nebula light spilling through its seams, ultra detailed",
    videoPrompt: "The vault door slowly opens, stars pour out as the camera pushes forward into a swirling galaxy",
  },
  {
    id: "elemental-avatar",
    name: "Elemental Avatar",
    emoji: "🔥",
    imagePrompt: "A heroic avatar made of fire, water, earth and air, standing on a cliff at dusk, epic lighting",
    videoPrompt: "The elements swirl around the avatar, flames and water spiral upward as the camera circles slowly",
  },
  {
    id: "neon-cityscape",
    name: "Neon Cityscape",
    emoji: "🌆",
    imagePrompt: "A rain-soaked futuristic city at night, neon signs reflected in puddles, flying cars overhead",
    videoPrompt: "The camera glides down a neon street as rain falls and flying cars streak past the skyline",
  },
  {
    id: "crystal-forest",
    name: "Crystal Forest",
    emoji: "💎",
    imagePrompt: "A magical forest where every tree is made of glowing crystal, soft morning mist, fantasy art",
    videoPrompt: "Light beams move through the crystal trees, sparkles drift in the mist as the camera walks forward",
  },
];

export const videoDurations = ["3", "5", "10"] as const;
export const videoStyles = ["cinematic", "anime", "realistic"] as const;
export const videoMotions = ["smooth", "dynamic", "subtle"] as const;
