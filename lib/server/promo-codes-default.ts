/**
 * The development default promo codes: made-up codes with the product's discounts, types and limits.
 * Imported only by lib/server/promo-codes.ts (server-only) and, in Node, by the end-to-end tests
 * that need to type a code; never by anything the browser loads. PROMO_CODES replaces them, and a production
 * server never uses them (without PROMO_CODES it has no codes). Each is usable once per account.
 */
export const devPromoCodes = [
  { code: "STUDIO-LIFETIME", discount: 100, description: "Lifetime access, on the house", type: "lifetime", freeMonths: null, validFor: "any plan", usageLimit: null, perAccount: 1 },
  { code: "FOUNDER-PASS", discount: 100, description: "Founding creator: free forever", type: "lifetime", freeMonths: null, validFor: "any plan", usageLimit: 2, perAccount: 1 },
  { code: "PARTNER-ACCESS", discount: 100, description: "Partner program: free forever", type: "lifetime", freeMonths: null, validFor: "any plan", usageLimit: 2, perAccount: 1 },
  { code: "BETA-CREATOR", discount: 100, description: "Beta tester thank-you: free forever", type: "lifetime", freeMonths: null, validFor: "any plan", usageLimit: 2, perAccount: 1 },
  { code: "TRYIT-2MONTHS", discount: 100, description: "2 months free on any plan", type: "months_free", freeMonths: 2, validFor: "any plan", usageLimit: 5, perAccount: 1 },
];
