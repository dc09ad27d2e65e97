import { describe, expect, it } from "vitest";

import { cardNumberError, cardValid, cvvError, expiryError, formatCardNumber, formatExpiry, luhnValid } from "@/lib/subscription/card";

const now = new Date(2026, 10, 21); // 21 Nov 2026

describe("card number", () => {
  it("groups digits by four and drops everything else", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4242-42a42")).toBe("4242 4242");
    expect(formatCardNumber("4242")).toBe("4242");
    expect(formatCardNumber("1".repeat(25)).replace(/ /g, "")).toHaveLength(19);
  });

  it("checks Luhn", () => {
    expect(luhnValid("4242 4242 4242 4242")).toBe(true);
    expect(luhnValid("4242 4242 4242 4241")).toBe(false);
    expect(luhnValid("378282246310005")).toBe(true);
    expect(luhnValid("")).toBe(false);
  });

  it("explains what is wrong", () => {
    expect(cardNumberError("")).toBe("Enter your card number.");
    expect(cardNumberError("4242")).toBe("Card numbers have 12 to 19 digits.");
    expect(cardNumberError("4242 4242 4242 4241")).toBe("This card number is not valid.");
    expect(cardNumberError("4242 4242 4242 4242")).toBeNull();
  });
});

describe("expiry", () => {
  it("formats MM/YY while typing", () => {
    expect(formatExpiry("1")).toBe("1");
    expect(formatExpiry("12")).toBe("12/");
    expect(formatExpiry("1228")).toBe("12/28");
    expect(formatExpiry("12/2")).toBe("12/2");
    expect(formatExpiry("12", "12/")).toBe("1");
  });

  it("refuses past months, bad months and bad formats", () => {
    expect(expiryError("10/26", now)).toBe("This card has expired.");
    expect(expiryError("12/25", now)).toBe("This card has expired.");
    expect(expiryError("11/26", now)).toBeNull();
    expect(expiryError("01/30", now)).toBeNull();
    expect(expiryError("13/30", now)).toBe("The month must be 01 to 12.");
    expect(expiryError("00/30", now)).toBe("The month must be 01 to 12.");
    expect(expiryError("1/30", now)).toBe("Use the format MM/YY.");
    expect(expiryError("", now)).toBe("Enter the expiry date.");
  });
});

describe("cvv", () => {
  it("takes 3 or 4 digits", () => {
    expect(cvvError("123")).toBeNull();
    expect(cvvError("1234")).toBeNull();
    expect(cvvError("12")).toBe("The CVV is 3 or 4 digits.");
    expect(cvvError("12a")).toBe("The CVV is 3 or 4 digits.");
    expect(cvvError("")).toBe("Enter the CVV.");
  });
});

it("a whole card is valid only when every field is", () => {
  expect(cardValid({ number: "4242 4242 4242 4242", expiry: "12/30", cvv: "123" }, now)).toBe(true);
  expect(cardValid({ number: "4242 4242 4242 4242", expiry: "12/30", cvv: "12" }, now)).toBe(false);
});
