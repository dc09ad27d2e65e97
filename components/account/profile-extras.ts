/**
 * The profile fields the session user does not hold (date of birth, bio), kept in browser storage
 * per user and initialised from the sample profile.
 */
import { sampleProfileExtras, type ProfileExtras } from "@/fixtures/account";

const keyFor = (userId: string) => `msx.profile.${userId}`;

export function readProfileExtras(userId: string): ProfileExtras {
  try {
    const raw = window.localStorage.getItem(keyFor(userId));
    const saved = raw ? (JSON.parse(raw) as Partial<ProfileExtras>) : {};
    return {
      dateOfBirth: typeof saved.dateOfBirth === "string" ? saved.dateOfBirth : sampleProfileExtras.dateOfBirth,
      bio: typeof saved.bio === "string" ? saved.bio : sampleProfileExtras.bio,
    };
  } catch {
    return { ...sampleProfileExtras };
  }
}

export function saveProfileExtras(userId: string, extras: ProfileExtras): void {
  window.localStorage.setItem(keyFor(userId), JSON.stringify(extras));
}
