import { describe, expect, it } from "vitest";

import { msxtTokenValue, sampleTransactions, withdrawalMethods } from "@/lib/catalog/token-converter";
import { msxtTokenValueSchema, sampleTransactionSchema, withdrawalMethodSchema } from "@/lib/catalog/token-converter.schema";

describe("token converter catalogue", () => {
  it("has the six withdrawal methods with the product's fee and time", () => {
    const parsed = withdrawalMethodSchema.array().parse(withdrawalMethods);
    expect(parsed.map((m) => `${m.name}|${m.fee}|${m.time}`)).toEqual([
      "Apple Pay|Free|Instant",
      "Cash App|Free|1-2 hours",
      "Bank Transfer|Free|1-3 days",
      "PayPal|Free|1-2 hours",
      "Venmo|Free|1-2 hours",
      "Zelle|Free|Instant",
    ]);
    expect(new Set(parsed.map((m) => m.id)).size).toBe(6);
  });

  it("has three sample transactions and the static token value figures", () => {
    expect(sampleTransactionSchema.array().length(3).parse(sampleTransactions)).toHaveLength(3);
    expect(msxtTokenValueSchema.parse(msxtTokenValue)).toMatchObject({ value: "$1.00", change24h: "+0.5%", change7d: "+12.3%" });
  });
});
