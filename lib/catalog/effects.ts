import type { Effect, EffectCategory } from "@/lib/catalog/schemas";

export type { Effect };

/** The effect categories in the order of the filter bar. */
export const effectCategories = ["romance", "lifestyle", "action", "fantasy", "diamond", "dance", "special"] as const;

type Row = [id: string, name: string, emoji: string, description: string, premium?: boolean];

const rows: Record<EffectCategory, Row[]> = {
  romance: [
    ["hearts-rain", "Hearts Rain", "💕", "Soft pink hearts drift down over the whole frame"],
    ["love-glow", "Love Glow", "💖", "A warm rosy glow that pulses around the subject"],
    ["rose-petals", "Rose Petals", "🌹", "Red rose petals swirl across the screen"],
    ["kiss-bloom", "Kiss Bloom", "💋", "Lipstick marks bloom and fade at the beat", true],
    ["cupid-arrow", "Cupid Arrow", "💘", "An arrow flies in and leaves a trail of sparkles", true],
    ["sunset-romance", "Sunset Romance", "🌅", "Golden-hour colour grade with a dreamy vignette"],
    ["love-letter", "Love Letter", "💌", "Handwritten words appear like ink on paper", true],
    ["heart-frame", "Heart Frame", "❤️", "Frames the shot inside an animated heart"],
  ],
  lifestyle: [
    ["coffee-vibes", "Coffee Vibes", "☕", "Cozy film grain with warm cafe tones"],
    ["city-lights", "City Lights", "🌃", "Bokeh city lights float in the background"],
    ["fitness-pop", "Fitness Pop", "💪", "Punchy contrast and motion lines for workout clips"],
    ["travel-stamp", "Travel Stamp", "✈️", "Passport stamps land on every cut", true],
    ["foodie-focus", "Foodie Focus", "🍜", "Sharpens detail and boosts appetising colours"],
    ["vlog-frame", "Vlog Frame", "📹", "Clean camera overlay with a recording dot"],
    ["summer-haze", "Summer Haze", "🏖️", "Bright pastel grade with a light leak", true],
    ["morning-light", "Morning Light", "🌤️", "Soft sunrise flare sweeping the frame"],
    ["polaroid", "Polaroid", "📸", "Instant-photo border with a faded print look"],
  ],
  action: [
    ["explosion-burst", "Explosion Burst", "💥", "A fiery blast with camera shake on impact", true],
    ["speed-lines", "Speed Lines", "⚡", "Comic speed lines rush toward the centre"],
    ["lightning-strike", "Lightning Strike", "🌩️", "Electric bolts crackle around the subject", true],
    ["slow-motion", "Slow Motion", "🐢", "Smooth time-stretch with motion blur"],
    ["glitch-hit", "Glitch Hit", "📺", "Digital glitch bursts synced to cuts"],
    ["fire-trail", "Fire Trail", "🔥", "Flames follow fast movement", true],
    ["smoke-bomb", "Smoke Bomb", "💨", "Coloured smoke fills the frame and clears"],
    ["impact-zoom", "Impact Zoom", "🎯", "A sharp punch-in zoom on every beat"],
    ["bullet-time", "Bullet Time", "🕶️", "Frozen moment with an orbiting camera feel", true],
  ],
  fantasy: [
    ["fairy-dust", "Fairy Dust", "✨", "Glittering dust sparkles around movement"],
    ["dragon-fire", "Dragon Fire", "🐉", "A dragon's breath sweeps across the frame", true],
    ["magic-portal", "Magic Portal", "🌀", "A swirling portal opens behind the subject", true],
    ["enchanted-forest", "Enchanted Forest", "🌲", "Glowing fireflies and misty green light"],
    ["unicorn-dream", "Unicorn Dream", "🦄", "Rainbow pastel shimmer with floating stars"],
    ["wizard-spell", "Wizard Spell", "🪄", "Spell runes circle and flash", true],
    ["moon-glow", "Moon Glow", "🌙", "Cool moonlight grade with drifting clouds"],
    ["crystal-ball", "Crystal Ball", "🔮", "Fisheye crystal-ball lens with a purple haze"],
  ],
  diamond: [
    ["diamond-sparkle", "Diamond Sparkle", "💎", "Star-shaped glints on every highlight"],
    ["gold-rush", "Gold Rush", "🪙", "Falling gold coins and a rich golden grade", true],
    ["luxury-shine", "Luxury Shine", "👑", "A sweeping light streak like polished metal", true],
    ["crystal-prism", "Crystal Prism", "🔷", "Prism refractions split light into colours"],
    ["platinum-frost", "Platinum Frost", "❄️", "Icy silver tones with frosted edges", true],
    ["jewel-burst", "Jewel Burst", "💍", "Gems burst outward from the centre"],
    ["glam-glitter", "Glam Glitter", "🌟", "Fine glitter overlay that catches the light"],
    ["velvet-luxe", "Velvet Luxe", "🎩", "Deep velvet shadows and soft highlights", true],
  ],
  dance: [
    ["beat-pulse", "Beat Pulse", "🎵", "The frame pulses in time with the music"],
    ["disco-ball", "Disco Ball", "🪩", "Rotating disco light spots sweep the scene", true],
    ["neon-groove", "Neon Groove", "💃", "Neon outlines trace the dancer's moves", true],
    ["strobe-flash", "Strobe Flash", "🔦", "Club strobe flashes on the beat"],
    ["mirror-move", "Mirror Move", "🪞", "Kaleidoscope mirror copies of the dancer"],
    ["rhythm-wave", "Rhythm Wave", "🌊", "Audio waveform ripples along the bottom"],
    ["hip-hop-cut", "Hip Hop Cut", "🎤", "Hard jump-cuts and colour pops", true],
    ["party-confetti", "Party Confetti", "🎉", "Confetti cannons fire at the drop"],
  ],
  special: [
    ["vhs-retro", "VHS Retro", "📼", "Tape noise, tracking lines and a date stamp"],
    ["film-noir", "Film Noir", "🎬", "High-contrast black and white with grain"],
    ["hologram", "Hologram", "🛸", "Blue hologram scanlines and flicker", true],
    ["cyberpunk", "Cyberpunk", "🤖", "Teal and magenta grade with digital rain", true],
    ["snowfall", "Snowfall", "🌨️", "Gentle snow falling in the foreground"],
    ["rainbow-trail", "Rainbow Trail", "🌈", "A rainbow follows every movement"],
    ["time-warp", "Time Warp", "⏳", "Ripples bend the image like a time jump", true],
    ["pixel-art", "Pixel Art", "👾", "Retro 8-bit pixelation with a game palette"],
    ["ai-cartoon", "AI Cartoon", "🎨", "Turns the footage into a hand-drawn cartoon", true],
    ["ghost-echo", "Ghost Echo", "👻", "Fading after-images trail the subject"],
  ],
};

/** About 60 effects; premium ones are marked Pro, none is gated. */
export const effects: Effect[] = effectCategories.flatMap((category) =>
  rows[category].map(([id, name, emoji, description, premium = false]) => ({ id, name, emoji, category, description, premium })),
);
