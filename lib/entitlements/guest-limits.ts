/**
 * What a guest (a visitor who has not signed up) may use of what costs us money: AI runs, exports and upload
 * storage. Each limit holds per guest and, together, for all guests from one client address, so a new cookie
 * does not buy a new quota. A guest's plan (the demo user's Pro) never lifts a guest above these (a guest is on the
 * free plan: entitlementsOf, index.ts); the defaults are the free plan's, and each is an environment variable a staging or test deployment can raise.
 */
import "server-only";

import { type Env, getEnv } from "@/lib/server/env";

export interface GuestLimits {
  newGuestsPerHour: number;
  aiGenerationsPerMonth: number;
  aiRequestsPerMinute: number;
  exportsPerMonth: number;
  storageBytes: number;
}

const MB = 1024 * 1024;

export function guestLimits(env: Env = getEnv()): GuestLimits {
  return {
    newGuestsPerHour: env.GUEST_LIMIT_PER_HOUR,
    aiGenerationsPerMonth: env.GUEST_AI_GENERATIONS_PER_MONTH,
    aiRequestsPerMinute: env.GUEST_AI_REQUESTS_PER_MINUTE,
    exportsPerMonth: env.GUEST_EXPORTS_PER_MONTH,
    storageBytes: env.GUEST_STORAGE_MB * MB,
  };
}

/** The start-up log line with the guest limits in force. */
export function describeGuestLimits(limits: GuestLimits = guestLimits()): string {
  return (
    `guest limits (per guest and per client address): ${limits.newGuestsPerHour} new guests an hour, ` +
    `${limits.aiGenerationsPerMonth} AI generations and ${limits.exportsPerMonth} exports a month, ` +
    `${limits.aiRequestsPerMinute} AI requests a minute per tool, ${Math.round(limits.storageBytes / MB)} MB of uploads`
  );
}
