/**
 * Account settings kept in browser storage beside the session user: the profile fields the user
 * record has no place for (phone, date of birth, bio) and the six preference switches.
 */
import type { KeyValueStorage } from "@/lib/browser-storage";

export const PROFILE_STORAGE_KEY = "msx.profile";
export const PREFERENCES_STORAGE_KEY = "msx.preferences";

export interface ProfileExtras {
  phone: string;
  dateOfBirth: string;
  bio: string;
}

export const preferenceKeys = [
  "emailNotifications",
  "pushNotifications",
  "marketingEmails",
  "twoFactorAuth",
  "publicProfile",
  "showEarnings",
] as const;
export type PreferenceKey = (typeof preferenceKeys)[number];
export type Preferences = Record<PreferenceKey, boolean>;

export const defaultPreferences: Preferences = {
  emailNotifications: true,
  pushNotifications: true,
  marketingEmails: false,
  twoFactorAuth: false,
  publicProfile: true,
  showEarnings: false,
};

function readJson(storage: KeyValueStorage, key: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? "null");
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Phone, date of birth (yyyy-mm-dd) and bio; missing or malformed fields read as empty. */
export function readProfileExtras(storage: KeyValueStorage): ProfileExtras {
  const raw = readJson(storage, PROFILE_STORAGE_KEY);
  const str = (k: keyof ProfileExtras) => (typeof raw[k] === "string" ? (raw[k] as string) : "");
  const dob = str("dateOfBirth");
  return { phone: str("phone"), dateOfBirth: /^\d{4}-\d{2}-\d{2}$/.test(dob) ? dob : "", bio: str("bio") };
}

export function writeProfileExtras(storage: KeyValueStorage, extras: ProfileExtras) {
  storage.setItem(PROFILE_STORAGE_KEY, JSON.stringify(extras));
}

/** The six switches; anything missing or not a boolean takes its default. */
export function readPreferences(storage: KeyValueStorage): Preferences {
  const raw = readJson(storage, PREFERENCES_STORAGE_KEY);
  const prefs = { ...defaultPreferences };
  for (const key of preferenceKeys) if (typeof raw[key] === "boolean") prefs[key] = raw[key] as boolean;
  return prefs;
}

export function writePreference(storage: KeyValueStorage, key: PreferenceKey, value: boolean): Preferences {
  const next = { ...readPreferences(storage), [key]: value };
  storage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify(next));
  return next;
}
