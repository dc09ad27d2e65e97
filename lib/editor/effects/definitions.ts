/**
 * The effect registry: every effect the studio offers, once. The /effects gallery (through lib/catalog/effects.ts),
 * the editor's Effects card, its effect browser and the properties panel read these definitions; the compositor draws
 * each with the renderer of the same id (./render/, loaded on demand). Nothing is called an effect that is not here.
 */
import type { EffectCategory } from "@/lib/catalog/schemas";

import type { ProjectDoc } from "../model/document";

import { type EditorEffectId, editorEffects } from "./editor-effects";
import type { EffectDefinition, EffectFamily, EffectInput, EffectParam, EffectParams } from "./types";

const num = (key: string, label: string, def: number, min = 0, max = 1, step = 0.01): EffectParam => ({
  kind: "number",
  key,
  label,
  min,
  max,
  step,
  default: def,
});
const color = (key: string, label: string, def: string): EffectParam => ({ kind: "color", key, label, default: def });

const amount = (def = 1) => num("amount", "Amount", def);
const density = (def = 1) => num("density", "Density", def, 0.1, 3, 0.05);
const speed = (def = 1) => num("speed", "Speed", def, 0.1, 4, 0.05);
const size = (def = 1) => num("size", "Size", def, 0.25, 3, 0.05);

/** The parameters each family offers; a few effects add their own. */
const familyParams: Record<EffectFamily, EffectParam[]> = {
  grade: [amount(), num("vignette", "Vignette", 0.4), num("grain", "Grain", 0.15)],
  particles: [density(), speed(), size(), amount()],
  camera: [amount(), speed()],
  frame: [amount()],
  subject: [amount(), color("color", "Colour", "#ff4fa3"), speed()],
  motion: [amount(), num("length", "Trail", 0.6, 0.1, 1), num("threshold", "Sensitivity", 0.5, 0.05, 1)],
  beat: [amount(), num("decay", "Decay (s)", 0.25, 0.05, 1)],
  editor: [amount()],
};

type Row = [id: string, name: string, emoji: string, description: string, family: EffectFamily, premium?: boolean, extra?: EffectParam[]];

const rows: Record<EffectCategory, Row[]> = {
  romance: [
    ["hearts-rain", "Hearts Rain", "💕", "Soft pink hearts drift down over the whole frame", "particles", false, [color("color", "Colour", "#ff6fb1")]],
    ["love-glow", "Love Glow", "💖", "A warm rosy glow that pulses around the subject", "subject"],
    ["rose-petals", "Rose Petals", "🌹", "Red rose petals swirl across the screen", "particles", false, [color("color", "Colour", "#d81b3c")]],
    ["kiss-bloom", "Kiss Bloom", "💋", "Lipstick marks bloom and fade at the beat", "beat", true, [color("color", "Colour", "#e0115f")]],
    ["cupid-arrow", "Cupid Arrow", "💘", "An arrow flies in and leaves a trail of sparkles", "particles", true],
    ["sunset-romance", "Sunset Romance", "🌅", "Golden-hour colour grade with a dreamy vignette", "grade"],
    ["love-letter", "Love Letter", "💌", "Handwritten words appear like ink on paper", "frame", true],
    ["heart-frame", "Heart Frame", "❤️", "Frames the shot inside an animated heart", "frame", false, [color("color", "Colour", "#ff3d7f")]],
  ],
  lifestyle: [
    ["coffee-vibes", "Coffee Vibes", "☕", "Cozy film grain with warm cafe tones", "grade"],
    ["city-lights", "City Lights", "🌃", "Bokeh city lights float in the background", "particles"],
    ["fitness-pop", "Fitness Pop", "💪", "Punchy contrast and motion lines for workout clips", "grade"],
    ["travel-stamp", "Travel Stamp", "✈️", "Passport stamps land on every cut", "frame", true],
    ["foodie-focus", "Foodie Focus", "🍜", "Sharpens detail and boosts appetising colours", "grade"],
    ["vlog-frame", "Vlog Frame", "📹", "Clean camera overlay with a recording dot", "frame"],
    ["summer-haze", "Summer Haze", "🏖️", "Bright pastel grade with a light leak", "grade", true],
    ["morning-light", "Morning Light", "🌤️", "Soft sunrise flare sweeping the frame", "grade"],
    ["polaroid", "Polaroid", "📸", "Instant-photo border with a faded print look", "frame"],
  ],
  action: [
    ["explosion-burst", "Explosion Burst", "💥", "A fiery blast with camera shake on impact", "camera", true],
    ["speed-lines", "Speed Lines", "⚡", "Comic speed lines rush toward the centre", "camera"],
    ["lightning-strike", "Lightning Strike", "🌩️", "Electric bolts crackle around the subject", "subject", true],
    ["slow-motion", "Slow Motion", "🐢", "Smooth time-stretch with motion blur", "motion"],
    ["glitch-hit", "Glitch Hit", "📺", "Digital glitch bursts synced to cuts", "camera"],
    ["fire-trail", "Fire Trail", "🔥", "Flames follow fast movement", "motion", true],
    ["smoke-bomb", "Smoke Bomb", "💨", "Coloured smoke fills the frame and clears", "particles", false, [color("color", "Colour", "#9b6bff")]],
    ["impact-zoom", "Impact Zoom", "🎯", "A sharp punch-in zoom on every beat", "beat"],
    ["bullet-time", "Bullet Time", "🕶️", "Frozen moment with an orbiting camera feel", "camera", true],
  ],
  fantasy: [
    ["fairy-dust", "Fairy Dust", "✨", "Glittering dust sparkles around movement", "motion"],
    ["dragon-fire", "Dragon Fire", "🐉", "A dragon's breath sweeps across the frame", "particles", true],
    ["magic-portal", "Magic Portal", "🌀", "A swirling portal opens behind the subject", "subject", true],
    ["enchanted-forest", "Enchanted Forest", "🌲", "Glowing fireflies and misty green light", "particles"],
    ["unicorn-dream", "Unicorn Dream", "🦄", "Rainbow pastel shimmer with floating stars", "particles"],
    ["wizard-spell", "Wizard Spell", "🪄", "Spell runes circle and flash", "frame", true],
    ["moon-glow", "Moon Glow", "🌙", "Cool moonlight grade with drifting clouds", "grade"],
    ["crystal-ball", "Crystal Ball", "🔮", "Fisheye crystal-ball lens with a purple haze", "camera"],
  ],
  diamond: [
    ["diamond-sparkle", "Diamond Sparkle", "💎", "Star-shaped glints on every highlight", "particles"],
    ["gold-rush", "Gold Rush", "🪙", "Falling gold coins and a rich golden grade", "particles", true],
    ["luxury-shine", "Luxury Shine", "👑", "A sweeping light streak like polished metal", "grade", true],
    ["crystal-prism", "Crystal Prism", "🔷", "Prism refractions split light into colours", "camera"],
    ["platinum-frost", "Platinum Frost", "❄️", "Icy silver tones with frosted edges", "grade", true],
    ["jewel-burst", "Jewel Burst", "💍", "Gems burst outward from the centre", "particles"],
    ["glam-glitter", "Glam Glitter", "🌟", "Fine glitter overlay that catches the light", "particles"],
    ["velvet-luxe", "Velvet Luxe", "🎩", "Deep velvet shadows and soft highlights", "grade", true],
  ],
  dance: [
    ["beat-pulse", "Beat Pulse", "🎵", "The frame pulses in time with the music", "beat"],
    ["disco-ball", "Disco Ball", "🪩", "Rotating disco light spots sweep the scene", "particles", true],
    ["neon-groove", "Neon Groove", "💃", "Neon outlines trace the dancer's moves", "subject", true],
    ["strobe-flash", "Strobe Flash", "🔦", "Club strobe flashes on the beat", "beat"],
    ["mirror-move", "Mirror Move", "🪞", "Kaleidoscope mirror copies of the dancer", "subject"],
    ["rhythm-wave", "Rhythm Wave", "🌊", "Audio waveform ripples along the bottom", "beat", false, [color("color", "Colour", "#3ee0ff")]],
    ["hip-hop-cut", "Hip Hop Cut", "🎤", "Hard jump-cuts and colour pops", "beat", true],
    ["party-confetti", "Party Confetti", "🎉", "Confetti cannons fire at the drop", "beat"],
  ],
  special: [
    ["vhs-retro", "VHS Retro", "📼", "Tape noise, tracking lines and a date stamp", "frame"],
    ["film-noir", "Film Noir", "🎬", "High-contrast black and white with grain", "grade"],
    ["hologram", "Hologram", "🛸", "Blue hologram scanlines and flicker", "frame", true],
    ["cyberpunk", "Cyberpunk", "🤖", "Teal and magenta grade with digital rain", "grade", true],
    ["snowfall", "Snowfall", "🌨️", "Gentle snow falling in the foreground", "particles"],
    ["rainbow-trail", "Rainbow Trail", "🌈", "A rainbow follows every movement", "motion"],
    ["time-warp", "Time Warp", "⏳", "Ripples bend the image like a time jump", "camera", true],
    ["pixel-art", "Pixel Art", "👾", "Retro 8-bit pixelation with a game palette", "frame"],
    ["ai-cartoon", "AI Cartoon", "🎨", "Turns the footage into a hand-drawn cartoon", "frame", true],
    ["ghost-echo", "Ghost Echo", "👻", "Fading after-images trail the subject", "motion"],
  ],
};

/** Families whose renderers read an input beyond the picture and the time. */
const familyInputs: Partial<Record<EffectFamily, EffectInput[]>> = { subject: ["subject"], motion: ["motion"], beat: ["beats"] };

/** The gallery's categories in the order of its filter bar. */
export const galleryCategories = ["romance", "lifestyle", "action", "fantasy", "diamond", "dance", "special"] as const satisfies readonly EffectCategory[];

const galleryDefinitions: EffectDefinition[] = galleryCategories.flatMap((category) =>
  rows[category].map(([id, name, emoji, description, family, premium = false, extra = []]) => {
    const own = new Set(extra.map((p) => p.key));
    return {
      id,
      name,
      emoji,
      category,
      description,
      premium,
      family,
      place: "gallery" as const,
      params: [...familyParams[family].filter((p) => !own.has(p.key)), ...extra],
      inputs: familyInputs[family] ?? [],
    };
  }),
);

/**
 * The editor's five (./editor-effects.ts). Blur Effects and AI Blur are the Blur dialog's blur and privacy blur (the
 * project's blur and each clip's tracked regions), drawn by the compositor's blur; the other three are effect items
 * like the gallery's.
 */
const editor = (id: EditorEffectId, description: string, params: EffectParam[], inputs: EffectInput[] = []): EffectDefinition => ({
  id,
  name: editorEffects.find((e) => e.id === id)!.name,
  emoji: "🎛️",
  category: "editor",
  description,
  premium: false,
  family: "editor",
  place: "editor",
  params,
  inputs,
});

const editorDefinitions: EffectDefinition[] = [
  editor("color-grading", "A cinematic teal-and-orange grade on the clip", [
    amount(),
    num("warmth", "Warmth", 0.35, -1, 1),
    num("contrast", "Contrast", 0.25, -1, 1),
    num("saturation", "Saturation", 0.15, -1, 1),
  ]),
  editor(
    "3d-parallax",
    "The subject and the background move apart in a slow camera move (2.5D photo)",
    [num("depth", "Depth", 0.6), num("zoom", "Zoom", 0.08, 0, 0.3), num("direction", "Direction (°)", 0, -180, 180, 1), speed()],
    ["subject"],
  ),
  editor(
    "relight",
    "Brightens and warms the subject from a direction",
    [amount(0.6), num("direction", "Direction (°)", -45, -180, 180, 1), color("color", "Light", "#ffd29a")],
    ["subject"],
  ),
  editor("blur-effects", "The Blur dialog's blur over the whole picture", []),
  editor("ai-blur", "Privacy blur that follows faces and people", []),
];

/** Every registered effect: the gallery's, then the editor's. */
export const effectDefinitions: readonly EffectDefinition[] = [...galleryDefinitions, ...editorDefinitions];

const byId = new Map(effectDefinitions.map((d) => [d.id, d]));

export const effectDefinition = (id: string): EffectDefinition | undefined => byId.get(id);

/** Effects drawn as effect items (every one but the Blur dialog's two). */
export const isItemEffect = (id: string): boolean => byId.has(id) && id !== "blur-effects" && id !== "ai-blur";

/** The names of the premium effects a document uses (an export carries the watermark on a plan without them). */
export function premiumEffectNames(doc: ProjectDoc): string[] {
  const names = new Set<string>();
  for (const track of doc.tracks)
    for (const item of track.items) {
      const def = item.kind === "effect" ? byId.get(item.effectId) : undefined;
      if (def?.premium) names.add(def.name);
    }
  return [...names];
}

/** The definition's defaults. */
export function defaultParams(def: EffectDefinition): EffectParams {
  return Object.fromEntries(def.params.map((p) => [p.key, p.default]));
}

/** A value within the parameter's range (numbers) or a #rrggbb colour; the default otherwise. */
export function clampParam(param: EffectParam, value: unknown): number | string {
  if (param.kind === "color") return typeof value === "string" && /^#[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : param.default;
  if (typeof value !== "number" || !Number.isFinite(value)) return param.default;
  return Math.min(param.max, Math.max(param.min, value));
}
