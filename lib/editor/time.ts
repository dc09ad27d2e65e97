/** Clock texts of the editor. */

/** 75.4 -> "1:15"; 3700 -> "1:01:40". */
export function formatClock(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

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
