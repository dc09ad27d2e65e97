/**
 * Card field rules for Secure Checkout: digits only, grouped by four, Luhn-valid; expiry MM/YY not
 * in the past; CVV of 3 or 4 digits. Each validator answers the message shown by the field, or null.
 */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, "");
}

/** '4242424242424242' -> '4242 4242 4242 4242' (at most 19 digits). */
export function formatCardNumber(value: string): string {
  return digitsOnly(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** Typing '12' gives '12/', '1228' gives '12/28'. */
export function formatExpiry(value: string, previous = ""): string {
  const d = digitsOnly(value).slice(0, 4);
  // Deleting the slash removes the month's last digit instead of re-adding it.
  if (previous.endsWith("/") && value.length < previous.length) return d.slice(0, 1);
  if (d.length >= 3) return `${d.slice(0, 2)}/${d.slice(2)}`;
  if (d.length === 2) return `${d}/`;
  return d;
}

export function luhnValid(number: string): boolean {
  const d = digitsOnly(number);
  if (d.length === 0) return false;
  let sum = 0;
  for (let i = 0; i < d.length; i++) {
    let n = Number(d[d.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

export function cardNumberError(value: string): string | null {
  const d = digitsOnly(value);
  if (d.length === 0) return "Enter your card number.";
  if (/[^\d\s]/.test(value)) return "Use digits only.";
  if (d.length < 12 || d.length > 19) return "Card numbers have 12 to 19 digits.";
  if (!luhnValid(d)) return "This card number is not valid.";
  return null;
}

export function expiryError(value: string, now: Date = new Date()): string | null {
  const text = value.trim();
  if (text === "") return "Enter the expiry date.";
  const m = /^(\d{2})\/(\d{2})$/.exec(text);
  if (!m) return "Use the format MM/YY.";
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return "The month must be 01 to 12.";
  const thisYear = now.getFullYear();
  const thisMonth = now.getMonth() + 1;
  if (year < thisYear || (year === thisYear && month < thisMonth)) return "This card has expired.";
  return null;
}

export function cvvError(value: string): string | null {
  const text = value.trim();
  if (text === "") return "Enter the CVV.";
  if (!/^\d{3,4}$/.test(text)) return "The CVV is 3 or 4 digits.";
  return null;
}

export interface CardFields {
  number: string;
  expiry: string;
  cvv: string;
}

export function cardErrors(card: CardFields, now: Date = new Date()) {
  return { number: cardNumberError(card.number), expiry: expiryError(card.expiry, now), cvv: cvvError(card.cvv) };
}

export function cardValid(card: CardFields, now: Date = new Date()): boolean {
  const e = cardErrors(card, now);
  return !e.number && !e.expiry && !e.cvv;
}
