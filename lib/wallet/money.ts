/**
 * Token and dollar amounts as integer cents, so that adding, subtracting and converting never
 * drift (0.1 + 0.2). Amounts are stored on the user as decimal strings with 2 places.
 */
export function toCents(value: string | number | null | undefined): number {
  if (value === null || value === undefined) return 0;
  const text = typeof value === "number" ? value.toFixed(6) : value.trim();
  if (!/^-?\d*(\.\d*)?$/.test(text) || text === "" || text === "-" || text === ".") return 0;
  const negative = text.startsWith("-");
  const [whole = "0", frac = ""] = text.replace("-", "").split(".");
  const padded = (frac + "000").slice(0, 3);
  // Round half up on the third decimal.
  let cents = Number(whole || "0") * 100 + Number(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += 1;
  return negative ? -cents : cents;
}

/** Cents back to a 2-decimal string: 15050 -> "150.50". */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** a + b as a 2-decimal string. */
export function addAmounts(a: string | number, b: string | number): string {
  return fromCents(toCents(a) + toCents(b));
}

/** a - b as a 2-decimal string. */
export function subtractAmounts(a: string | number, b: string | number): string {
  return fromCents(toCents(a) - toCents(b));
}
