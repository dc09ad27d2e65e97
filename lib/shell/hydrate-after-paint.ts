/** The performance mark made as hydration is let go. */
export const HYDRATE_MARK = "msx-hydrate";

/** The queue Next reads before it hydrates: the scripts of next/script's `beforeInteractive`, as [src, props]. */
interface BeforeInteractiveQueue {
  length: number;
  push(script: unknown): void;
  reduce<T>(step: (chain: Promise<T>, script: unknown) => Promise<T>, start: Promise<T>): Promise<T>;
}

declare global {
  var __next_s: BeforeInteractiveQueue | unknown[] | undefined;
}

/** Once the document has been read, how long a page that reported no paint waits before it hydrates anyway. */
const UNPAINTED_WAIT_MS = 3000;

/**
 * Resolves once the browser has shown a paint of the page: at once when the page is hidden (it paints nothing then),
 * and once it has been read when its HTML holds no page (no <main>: an error page that React draws by itself).
 */
function firstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === "hidden") return resolve();
    new PerformanceObserver((_, observer) => {
      observer.disconnect();
      resolve();
    }).observe({ type: "paint", buffered: true });
    // A page put in the background before it painted paints nothing until it is shown again.
    document.addEventListener("visibilitychange", () => resolve(), { once: true });
    const read = () => {
      if (!document.querySelector("main")) resolve();
      else setTimeout(resolve, UNPAINTED_WAIT_MS);
    };
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", read, { once: true });
    else read();
  });
}

/**
 * React takes the page over (hydration) once the browser has shown its first paint, not before. The page's code is
 * fetched while its HTML is read; when it is already cached (a returning visit) or the network is fast, its module
 * set-up and hydration (about 35 ms here, 4 times that on a mid-range phone) would otherwise run between the first
 * screen's paint and the moment it reaches the screen, or before that paint.
 *
 * Next hydrates once the scripts queued in `self.__next_s` (next/script's `beforeInteractive`) have loaded: it reads
 * the queue's `length`, then chains its scripts with `reduce` from a resolved promise. instrumentation-client.ts
 * calls this as Next's own code starts, just before it reads the queue: the queue put there keeps what was in it or
 * is pushed to it, and starts its chain with a wait for the first paint and then a task of its own. The end-to-end
 * tests wait for every page to hydrate, so a Next that read the queue another way would fail them at once.
 */
export function hydrateAfterFirstPaint(): void {
  const queued = Array.isArray(globalThis.__next_s) ? globalThis.__next_s : [];
  const painted = firstPaint().then(
    () =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          resolve();
          performance.mark(HYDRATE_MARK);
        }),
      ),
  );
  const queue: BeforeInteractiveQueue = {
    length: 1,
    push: (script) => queued.push(script),
    reduce: (step, start) => queued.reduce(step, start.then(() => painted).then(() => start)),
  };
  globalThis.__next_s = queue;
}
