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

/** The id of the welcome dialog's <dialog> element (components/shell/welcome). */
export const WELCOME_DIALOG_ID = "welcome";

/**
 * The welcome dialog's behaviour, run in the page as an inline script right after the dialog (components/shell/welcome),
 * so no bundle carries it and nothing waits for hydration. The server's HTML has a non-modal <dialog open>, which is
 * what a page without scripts shows; the script makes it modal before the first paint: the page behind is inert and
 * does not scroll, focus stays inside, Escape and a click outside close it, and so does its buttons' `method="dialog"`
 * form. However it closes, its overlay is hidden and the cookie is set, so the server does not render it again.
 * React never touches it after it is drawn, so the attributes changed here stay as they are.
 */
function welcomeDialog(id: string, cookieName: string, legacyStorageKey: string) {
  const dialog = document.getElementById(id) as HTMLDialogElement;
  const overlay = document.getElementById(`${id}-overlay`) as HTMLElement;
  const body = document.body.style;
  const gap = window.innerWidth - document.documentElement.clientWidth;
  const seen = () => {
    // Kept a year, sent on same-site navigations.
    document.cookie = `${cookieName}=1;path=/;max-age=31536000;samesite=lax${location.protocol === "https:" ? ";secure" : ""}`;
    overlay.hidden = true;
    body.overflow = body.marginRight = "";
  };
  // The close event comes a task after the dialog has closed: the cookie is set at once on each way of closing it
  // (its buttons' submit, Escape, a click outside), so a page loaded right after does not show it again.
  dialog.addEventListener("submit", seen);
  dialog.addEventListener("keydown", (event) => event.key === "Escape" && seen());
  dialog.addEventListener("close", () => {
    // The close event of the non-modal dialog swapped for the modal one below arrives late: not a close.
    if (!dialog.open) seen();
  });
  // A click on the dialog element itself, outside its box, is a click on its backdrop.
  dialog.addEventListener("click", (event) => {
    const box = dialog.getBoundingClientRect();
    const { clientX: x, clientY: y } = event;
    if (event.target !== dialog || (x >= box.left && x <= box.right && y >= box.top && y <= box.bottom)) return;
    seen();
    dialog.close();
  });
  dialog.close();
  // A visitor who closed it before the flag moved to a cookie has it in browser storage: it stays closed for them.
  if (localStorage.getItem(legacyStorageKey) !== null) {
    localStorage.removeItem(legacyStorageKey);
    return;
  }
  dialog.showModal();
  // The dialog itself takes the focus, and Tab goes to its buttons: left to itself, a modal dialog focuses its first
  // button, which Chromium then draws with a focus ring as if it had been chosen by keyboard.
  dialog.focus();
  // The scrollbar's width is kept as a margin, so nothing moves.
  body.overflow = "hidden";
  if (gap > 0) body.marginRight = `${gap}px`;
}

/** The inline script that runs `welcomeDialog` in the page. */
export const WELCOME_DIALOG_SCRIPT = `(${welcomeDialog.toString()})(${[WELCOME_DIALOG_ID, WELCOME_SEEN_COOKIE, WELCOME_SEEN_STORAGE_KEY]
  .map((value) => JSON.stringify(value))
  .join(",")})`;
