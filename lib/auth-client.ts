/**
 * Client-side helpers of the login screens. Owner access is decided by the server: every login
 * posts its e-mail and password to /api/auth/owner, which sets the signed owner cookie when (and
 * only when) they are the configured owner pair. Nothing here knows the owner credentials.
 */
import type { OwnerLoginRequest, OwnerLoginResponse } from "@/app/api/auth/owner/schema";

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Asks the server whether this login is the owner; any failure (429, network) counts as no. */
export async function checkOwnerLogin(body: OwnerLoginRequest): Promise<boolean> {
  try {
    const res = await fetch("/api/auth/owner", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
    if (!res.ok) return false;
    const data = (await res.json()) as OwnerLoginResponse;
    return data.owner === true;
  } catch {
    return false;
  }
}

/** Clears any owner cookie (logout, and sign-ins that never grant owner access). */
export async function clearOwnerSession(): Promise<void> {
  try {
    await fetch("/api/auth/logout", { method: "POST", credentials: "same-origin", keepalive: true });
  } catch {
    // Offline: the cookie expires on its own.
  }
}
