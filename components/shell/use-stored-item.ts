"use client";

import * as React from "react";

/**
 * The raw value of a browser-storage key, kept live: re-read when this tab announces a change with
 * `changeEvent` (dispatched on window by the code that writes it) or another tab writes storage.
 * Null on the server and until hydration, and when the key is absent.
 */
export function useStoredItem(key: string, changeEvent: string): string | null {
  const subscribe = React.useCallback(
    (listener: () => void) => {
      window.addEventListener(changeEvent, listener);
      window.addEventListener("storage", listener);
      return () => {
        window.removeEventListener(changeEvent, listener);
        window.removeEventListener("storage", listener);
      };
    },
    [changeEvent],
  );
  return React.useSyncExternalStore(
    subscribe,
    () => window.localStorage.getItem(key),
    () => null,
  );
}

/** A read-only storage holding a value already read, for parsers that take storage: `readX(fromRaw(raw))`. */
export function fromRaw(raw: string | null): Pick<Storage, "getItem" | "setItem" | "removeItem"> {
  return { getItem: () => raw, setItem: () => {}, removeItem: () => {} };
}
