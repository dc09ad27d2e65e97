/** What the browser keeps in its own storage, and the slice of the Web Storage API the helpers use. */

/** localStorage in the browser, a map in tests. */
export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Set once the welcome dialog was seen on this browser. */
export const WELCOME_SEEN_STORAGE_KEY = "msx.welcomeSeen";
