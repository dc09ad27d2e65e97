/** Parses a decimal string (or number) into a finite number, 0 when it is not one. */
export function toAmount(value: string | number | null | undefined): number {
  if (value === null || value === undefined || value === "") return 0;
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
}

/** A token balance to 2 decimals ('0.00' when none). */
export function formatBalance(value: string | number | null | undefined): string {
  return toAmount(value).toFixed(2);
}

/**
 * Thousands separators on a whole number's digits ("15420" -> "15,420"). Written out rather than through
 * Intl.NumberFormat: the browser's first Intl formatter loads its locale data, about 30 ms of a slow phone's main
 * thread while the page hydrates, and these are all en-US.
 */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** A number with thousands separators and at most 3 decimals, as en-US writes it: 12345 -> "12,345", 19.99 -> "19.99". */
export function formatCount(n: number): string {
  const [whole, decimals] = Math.abs(n).toFixed(3).replace(/\.?0+$/, "").split(".");
  const text = `${grouped(whole!)}${decimals ? `.${decimals}` : ""}`;
  return `${n < 0 && text !== "0" ? "-" : ""}${text}`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A date as "Nov 22, 2026", in UTC so the server and the browser agree. */
export function formatShortDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** Two decimals with thousands separators, e.g. 15420.5 -> "15,420.50" (amounts are whole cents). */
function withTwoDecimals(n: number): string {
  const [whole, cents] = Math.abs(n).toFixed(2).split(".");
  return `${n < 0 && Math.abs(n) >= 0.005 ? "-" : ""}${grouped(whole!)}.${cents}`;
}

/** A dollar amount, e.g. "$150.50" (1 MSXT = $1). */
export function formatUsd(value: string | number | null | undefined): string {
  const n = toAmount(value);
  return `${n < 0 ? "-" : ""}$${withTwoDecimals(Math.abs(n))}`;
}

/** A token amount with thousands separators, e.g. "15,420.50". */
export function formatTokens(value: string | number | null | undefined): string {
  return withTwoDecimals(toAmount(value));
}

/** Initials for an avatar fallback: "Demo Creator" -> "DC". */
export function initials(first?: string | null, last?: string | null, fallback = "U"): string {
  const s = `${(first ?? "").trim().charAt(0)}${(last ?? "").trim().charAt(0)}`.toUpperCase();
  return s || fallback;
}

/** A media time as m:ss (h:mm:ss past an hour): 75.4 -> "1:15", 3700 -> "1:01:40"; invalid -> "0:00". */
export function formatClock(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

const KB = 1024;
const MB = 1024 ** 2;
const GB = 1024 ** 3;
const TB = 1024 ** 4;

function trim(n: number, digits: number): string {
  return String(Number(n.toFixed(digits)));
}

/** Bytes as a person reads them, everywhere: "0 GB", "512 B", "2 KB", "12.5 MB", "1 GB", "2.25 GB", "1.5 TB". */
export function formatBytes(bytes: number): string {
  if (bytes <= 0) return "0 GB";
  if (bytes >= TB) return `${trim(bytes / TB, 2)} TB`;
  if (bytes >= GB) return `${trim(bytes / GB, 2)} GB`;
  if (bytes >= MB) return `${trim(bytes / MB, 1)} MB`;
  if (bytes >= KB) return `${trim(bytes / KB, 0)} KB`;
  return `${bytes} B`;
}
