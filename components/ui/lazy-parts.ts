/**
 * Server-drawn lazy parts (components/ui/lazy-component) whose code has not arrived yet. While the page hydrates, each
 * of them stays as the server's HTML until its chunk has loaded, and its controls do not act until then: the page
 * counts as hydrated (and input held before hydration is replayed, lib/shell/early-input) only once they have all been
 * taken over. Its own small module: the root layout's client part waits on it without carrying the loader itself.
 */
let pending = 0;
let waiting: (() => void)[] = [];

/** One more part is waiting for its code; the returned function says it has hydrated (or gone), once. */
export function holdForLazyPart(): () => void {
  pending += 1;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    pending -= 1;
    if (pending > 0) return;
    const callbacks = waiting;
    waiting = [];
    for (const callback of callbacks) callback();
  };
}

/** Calls `callback` once every server-drawn lazy part rendered so far has hydrated (at once when there is none). */
export function whenLazyPartsHydrated(callback: () => void) {
  if (pending === 0) callback();
  else waiting.push(callback);
}
