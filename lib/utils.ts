/** `cn()`, where the shadcn primitives expect it; nothing else lives here. */
import { clsx, type ClassValue } from "clsx";

import { mergeClasses } from "@/lib/class-merge";

/** Joins class lists; a later Tailwind class wins over an earlier one of the same kind (see lib/class-merge.ts). */
export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}
