import { clsx, type ClassValue } from "clsx";

import { mergeClasses } from "@/lib/class-merge";

/** Joins class lists; a later Tailwind class wins over an earlier one of the same kind (see lib/class-merge.ts). */
export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}

/** Resolves after `ms` milliseconds; the screens' simulated delays go through it. */
export function sleep(ms: number) {
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
}
