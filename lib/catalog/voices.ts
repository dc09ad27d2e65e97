import type { Language, SoundEffect, VoiceCategory, VoicePreset } from "@/lib/catalog/schemas";

export type { Language, SoundEffect, VoiceCategory, VoicePreset };

export const voiceCategoryLabels: Record<VoiceCategory, string> = {
  movie: "Movie",
  celebrity: "Celebrity",
  anime: "Anime",
  cartoon: "Cartoon",
  tv: "TV",
  basic: "Basic",
};

/** Voice presets: the four basic ones are free, every character and celebrity voice is premium. */
export const voicePresets: VoicePreset[] = [
  { id: "warm", name: "Warm", emoji: "☀️", category: "basic", premium: false },
  { id: "professional", name: "Professional", emoji: "💼", category: "basic", premium: false },
  { id: "energetic", name: "Energetic", emoji: "⚡", category: "basic", premium: false },
  { id: "calm", name: "Calm", emoji: "🌿", category: "basic", premium: false },
  { id: "epic-narrator", name: "Epic Narrator", emoji: "🎬", category: "movie", premium: true },
  { id: "action-hero", name: "Action Hero", emoji: "🦸", category: "movie", premium: true },
  { id: "movie-villain", name: "Movie Villain", emoji: "🦹", category: "movie", premium: true },
  { id: "pop-star", name: "Pop Star", emoji: "🎤", category: "celebrity", premium: true },
  { id: "talk-show-host", name: "Talk Show Host", emoji: "🎙️", category: "celebrity", premium: true },
  { id: "anime-hero", name: "Anime Hero", emoji: "⚔️", category: "anime", premium: true },
  { id: "anime-girl", name: "Anime Idol", emoji: "🌸", category: "anime", premium: true },
  { id: "cartoon-mouse", name: "Cartoon Mouse", emoji: "🐭", category: "cartoon", premium: true },
  { id: "cartoon-duck", name: "Cartoon Duck", emoji: "🦆", category: "cartoon", premium: true },
  { id: "news-anchor", name: "News Anchor", emoji: "📺", category: "tv", premium: true },
  { id: "game-show", name: "Game Show Host", emoji: "🎲", category: "tv", premium: true },
];

/** The ten translation languages. */
export const languages: Language[] = [
  { code: "en", name: "English" },
  { code: "es", name: "Spanish" },
  { code: "fr", name: "French" },
  { code: "de", name: "German" },
  { code: "it", name: "Italian" },
  { code: "pt", name: "Portuguese" },
  { code: "ru", name: "Russian" },
  { code: "ja", name: "Japanese" },
  { code: "ko", name: "Korean" },
  { code: "zh", name: "Chinese" },
];

/** The ten sound effects. */
export const soundEffects: SoundEffect[] = [
  { id: "applause", name: "Applause", icon: "👏", category: "crowd" },
  { id: "cheering", name: "Crowd Cheering", icon: "🙌", category: "crowd" },
  { id: "laughter", name: "Laughter", icon: "😂", category: "crowd" },
  { id: "rain", name: "Rain", icon: "🌧️", category: "nature" },
  { id: "thunder", name: "Thunder", icon: "⛈️", category: "nature" },
  { id: "birds", name: "Birds Chirping", icon: "🐦", category: "nature" },
  { id: "explosion", name: "Explosion", icon: "💥", category: "cinematic" },
  { id: "whoosh", name: "Whoosh", icon: "💨", category: "cinematic" },
  { id: "click", name: "Button Click", icon: "🖱️", category: "ui" },
  { id: "notification", name: "Notification", icon: "🔔", category: "ui" },
];
