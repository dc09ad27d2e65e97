import { WELCOME_SEEN_STORAGE_KEY } from "@/lib/browser-storage";

/**
 * The welcome dialog shows on a first visit only. Whether it was closed lives in a cookie (not browser storage), so
 * the server renders the dialog open in the first HTML of a first visit, and not at all once it was closed.
 */
export const WELCOME_SEEN_COOKIE = "msx_welcome";

/** True when the request's cookie value says the dialog was closed before. */
export function welcomeSeen(value: string | undefined): boolean {
  return value === "1";
}

/** The id of the welcome dialog's <dialog> element (components/shell/welcome). app/globals.css names it too. */
export const WELCOME_DIALOG_ID = "welcome";

/**
 * The id of the body's last element (app/layout.tsx): until it has been read, the page behind an open welcome dialog
 * is not shown (app/globals.css), so nothing in it moves as the rest of it arrives.
 */
export const PAGE_END_ID = "page-end";

/**
 * The welcome dialog's behaviour, run in the page as an inline script right after the dialog (components/shell/welcome),
 * so no bundle carries it and nothing waits for hydration. The server's HTML has a <dialog open aria-modal> over an
 * overlay that covers the page (and hides itself once the dialog closes, in CSS), which is what a page without
 * scripts shows. The script takes the focus into the dialog and keeps it there, closes it on Escape and on a click on
 * the overlay (its buttons' `method="dialog"` form closes it by itself), and stops the page behind from scrolling under
 * the overlay. However it closes, the cookie is set at once, so the server does not render it again.
 *
 * Not `showModal()`: making the rest of the page inert restyles every element of it, and on a phone that held the
 * editor's first paint back by a tenth of a second or more. React never touches the dialog after it is drawn, so
 * what changes here stays as it is.
 */
function welcomeDialog(id: string, cookieName: string, legacyStorageKey: string) {
  const dialog = document.getElementById(id) as HTMLDialogElement;
  const overlay = document.getElementById(`${id}-overlay`) as HTMLElement;
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== "Tab") return;
    // Tab from its last control goes round to its first, Shift+Tab from its first (or from itself) to its last: the
    // dialog is the page's first element, so Tab would otherwise leave the page for the browser's own controls.
    const controls = [...dialog.querySelectorAll<HTMLElement>("button:not(:disabled), [href], input:not(:disabled)")];
    const first = controls[0];
    const last = controls[controls.length - 1];
    const active = document.activeElement;
    const to = event.shiftKey ? (active === first || active === dialog ? last : null) : active === last ? first : null;
    if (!to) return;
    event.preventDefault();
    to.focus();
  };
  const onFocus = (event: FocusEvent) => {
    if (!dialog.contains(event.target as Node)) dialog.focus({ preventScroll: true });
  };
  const close = () => {
    // Kept a year, sent on same-site navigations.
    document.cookie = `${cookieName}=1;path=/;max-age=31536000;samesite=lax${location.protocol === "https:" ? ";secure" : ""}`;
    document.removeEventListener("keydown", onKey, true);
    document.removeEventListener("focusin", onFocus);
    dialog.close();
  };
  // Set at once on each way of closing it, not a task later with the close event: a page loaded right after does
  // not show it again.
  dialog.addEventListener("submit", close);
  overlay.addEventListener("click", close);
  for (const type of ["wheel", "touchmove"]) overlay.addEventListener(type, (event) => event.preventDefault(), { passive: false });
  document.addEventListener("keydown", onKey, true);
  document.addEventListener("focusin", onFocus);
  // At the first frame (app/layout.tsx holds it until the dialog has been read), not now: focusing forces a layout.
  requestAnimationFrame(() => {
    if (dialog.open) dialog.focus({ preventScroll: true });
    // A visitor who closed it before the flag moved to a cookie has it in browser storage: it closes for them. Read
    // after the first frame: a fresh profile's first read of browser storage waits on the browser, up to tens of
    // milliseconds on a phone, and would hold back every first visit's first paint.
    setTimeout(() => {
      if (localStorage.getItem(legacyStorageKey) === null) return;
      localStorage.removeItem(legacyStorageKey);
      close();
    });
  });
}

/** The inline script that runs `welcomeDialog` in the page. */
export const WELCOME_DIALOG_SCRIPT = `(${welcomeDialog.toString()})(${[WELCOME_DIALOG_ID, WELCOME_SEEN_COOKIE, WELCOME_SEEN_STORAGE_KEY]
  .map((value) => JSON.stringify(value))
  .join(",")})`;
