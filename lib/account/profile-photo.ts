/** Change Photo: JPG, PNG or GIF up to 2 MB (the hint under the button). */
export const PROFILE_PHOTO_TYPES = ["image/jpeg", "image/png", "image/gif"] as const;
export const PROFILE_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/** The saved photo is scaled down to fit this square, so the session stays small. */
export const PROFILE_PHOTO_SIZE_PX = 256;

export type PhotoCheck = { ok: true } | { ok: false; title: string; description: string };

export function checkProfilePhoto(file: { type: string; size: number }): PhotoCheck {
  if (!(PROFILE_PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return { ok: false, title: "Unsupported File Type", description: "Please choose a JPG, PNG or GIF image." };
  }
  if (file.size > PROFILE_PHOTO_MAX_BYTES) {
    return { ok: false, title: "File Too Large", description: "Please choose an image of 2MB or less." };
  }
  return { ok: true };
}

/** Width and height that fit inside a max square, keeping the aspect ratio (never upscales). */
export function fitWithin(width: number, height: number, max: number = PROFILE_PHOTO_SIZE_PX): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
