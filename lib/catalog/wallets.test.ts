import { describe, expect, it } from "vitest";

import { walletOptions } from "@/lib/catalog/wallets";
import { walletOptionSchema } from "@/lib/catalog/wallets.schema";

describe("wallet options catalogue", () => {
  it("parses and lists metamask, walletconnect, coinbase available and phantom unavailable", () => {
    const parsed = walletOptionSchema.array().parse(walletOptions);
    expect(parsed.map((w) => [w.id, w.available])).toEqual([
      ["metamask", true],
      ["walletconnect", true],
      ["coinbase", true],
      ["phantom", false],
    ]);
  });
});
