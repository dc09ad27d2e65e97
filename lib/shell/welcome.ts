/**
 * The welcome dialog shows on a first visit only. Whether it was closed lives in a cookie (not browser storage), so
 * the server renders the dialog open in the first HTML of a first visit, and not at all once it was closed.
 */
export const WELCOME_SEEN_COOKIE = "msx_welcome";

/** The cookie's Set-Cookie string for document.cookie: kept a year, sent on same-site navigations. */
export function welcomeSeenCookie(secure: boolean): string {
  return `${WELCOME_SEEN_COOKIE}=1;path=/;max-age=31536000;samesite=lax${secure ? ";secure" : ""}`;
}

/** True when the request's cookie value says the dialog was closed before. */
export function welcomeSeen(value: string | undefined): boolean {
  return value === "1";
}
