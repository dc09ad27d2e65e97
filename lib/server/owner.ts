import "server-only";

/**
 * Whether the current request carries a verified owner session. Decided on the server only.
 * Until owner login lands this is always false, so no owner data reaches anyone.
 */
export async function isOwnerRequest(): Promise<boolean> {
  return false;
}
