/**
 * The simulated wallet connection: a random 0x + 40 hex address, its short form, and where a
 * block explorer shows it. No real wallet call is made.
 */
export const WALLET_CONNECT_DELAY_MS = 2000;

export const ADDRESS_PATTERN = /^0x[0-9a-f]{40}$/;

/** A random address: 20 random bytes as 0x + 40 lowercase hex digits. */
export function randomWalletAddress(getRandomValues: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const bytes = getRandomValues(new Uint8Array(20));
  return `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

/** "0x1234...abcd": the first 6 and last 4 characters. */
export function shortenAddress(address: string): string {
  if (address.length <= 12) return address;
  return `${address.slice(0, 6)}...${address.slice(-4)}`;
}

export function explorerUrl(address: string): string {
  return `https://etherscan.io/address/${encodeURIComponent(address)}`;
}
