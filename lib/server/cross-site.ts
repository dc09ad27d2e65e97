/**
 * Whether a request comes from another site: its Origin names another host, or (without an Origin) the browser's
 * Sec-Fetch-Site says cross-site or same-site. A request without either (curl, a server) is not a browser acting for
 * a signed-in creator. Read by the route wrapper (lib/server/route.ts) for every state-changing method, and for GETs
 * that may write (a guest's first request creates its account; reserving storage).
 */
export function crossSite(headers: Headers): boolean {
  const origin = headers.get("origin");
  if (origin) {
    const host = headers.get("x-forwarded-host") ?? headers.get("host");
    try {
      return new URL(origin).host !== host;
    } catch {
      return true;
    }
  }
  const site = headers.get("sec-fetch-site");
  return site !== null && site !== "same-origin" && site !== "none";
}

export const CROSS_SITE_MESSAGE = "Requests that change data must come from this site";
