import { describe, expect, it } from "vitest";

import { ADDRESS_PATTERN, explorerUrl, randomWalletAddress, shortenAddress } from "@/lib/wallet/wallet";

describe("wallet", () => {
  it("makes 0x + 40 hex digits from 20 random bytes", () => {
    const address = randomWalletAddress((bytes) => bytes.map((_, i) => i * 13));
    expect(address).toMatch(ADDRESS_PATTERN);
    expect(address.slice(0, 8)).toBe("0x000d1a");
  });

  it("uses crypto.getRandomValues by default and differs between calls", () => {
    const a = randomWalletAddress();
    const b = randomWalletAddress();
    expect(a).toMatch(ADDRESS_PATTERN);
    expect(b).toMatch(ADDRESS_PATTERN);
    expect(a).not.toBe(b);
  });

  it("shortens an address and links it to the explorer", () => {
    const address = `0x${"ab".repeat(20)}`;
    expect(shortenAddress(address)).toBe("0xabab...abab");
    expect(shortenAddress("0x12")).toBe("0x12");
    expect(explorerUrl(address)).toBe(`https://etherscan.io/address/${address}`);
  });
});
