/** Clock texts of the editor. */

export { formatClock } from "@/lib/format";


/** The header note: the real time since the last save. */
export function autoSavedText(savedAt: number | null, now: number): string {
  if (savedAt === null) return "Not saved yet";
  const seconds = Math.max(0, Math.floor((now - savedAt) / 1000));
  if (seconds < 60) return "Auto-saved just now";
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `Auto-saved ${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `Auto-saved ${hours} h ago`;
  const days = Math.floor(hours / 24);
  return `Auto-saved ${days} ${days === 1 ? "day" : "days"} ago`;
}
