/** Product-wide names and constants: the one place the product is named. */
export const siteConfig = {
  name: "MSX Studio",
  tagline: "The AI video studio for creators",
  description:
    "Edit videos, run AI tools for captions, voices, backgrounds and avatars, and earn MSXT while you create.",
  tokenSymbol: "MSXT",
  /** Where MSXT is bought by card (dashboard banner, sidebar Buy). */
  tokenPurchaseUrl: "/buy-msxt",
} as const;

/** 1 MSXT = $1.00, fixed. */
export const MSXT_USD_RATE = 1;
export const WELCOME_BONUS_MSXT = 5;

export const toastConfig = {
  /** Only one toast is visible at a time. */
  visibleToasts: 1,
  durationMs: 5000,
  /** Removed this long after dismissal (in effect never). */
  removeDelayMs: 1_000_000,
  swipeThresholdPx: 50,
  maxWidthPx: 420,
  hotkey: ["F8"],
} as const;
