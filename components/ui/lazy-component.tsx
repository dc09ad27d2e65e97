"use client";

import * as React from "react";

const noSubscription = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * Server-drawn lazy parts whose code has not arrived yet. While the page hydrates, each of them stays as the server's
 * HTML until its chunk has loaded, and its controls do not act until then: the page counts as hydrated (and input
 * held before hydration is replayed, lib/early-input) only once they have all been taken over.
 */
let pending = 0;
let waiting: (() => void)[] = [];
function settle() {
  pending -= 1;
  if (pending > 0) return;
  const callbacks = waiting;
  waiting = [];
  for (const callback of callbacks) callback();
}

/** Calls `callback` once every server-drawn lazy part rendered so far has hydrated (at once when there is none). */
export function whenLazyPartsHydrated(callback: () => void) {
  if (pending === 0) callback();
  else waiting.push(callback);
}

/** Rendered after the lazy component inside its boundary: its layout effect runs when the boundary commits. */
function Committed({ onCommit }: { onCommit: () => void }) {
  React.useLayoutEffect(onCommit, [onCommit]);
  return null;
}

/**
 * A component whose code is its own chunk, loaded when it first renders: what next/dynamic does, on React.lazy alone.
 * next/dynamic's loader (with its server-side preload helpers) would be in the first-load JavaScript of every page
 * that uses it; React.lazy is part of React. Rendered on the server too unless `ssr: false`, in which case the server
 * and the hydrating browser draw `loading` and the component loads right after hydration.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<React.ComponentType<P>>,
  { ssr = true, loading: Loading }: { ssr?: boolean; loading?: () => React.ReactNode } = {},
): React.ComponentType<P> {
  const Lazy = React.lazy(() => load().then((component) => ({ default: component })));
  // On the server the code is waited for before the page's first bytes are sent (outside the boundary, so it holds the
  // shell rather than streaming a fallback that the first paint would show and then replace).
  let onServerLoad: Promise<React.ComponentType<P>> | null = null;
  function LazyComponent(props: P) {
    const browser = React.useSyncExternalStore(noSubscription, inBrowser, onServer);
    const committed = React.useRef(false);
    const settled = React.useRef<(() => void) | null>(null);
    const onCommit = React.useCallback(() => {
      committed.current = true;
      settled.current?.();
    }, []);
    // The boundary's content commits with this component (its effect ran first) or later, when its code has come.
    React.useLayoutEffect(() => {
      if (!ssr || committed.current) return;
      pending += 1;
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        settled.current = null;
        settle();
      };
      settled.current = finish;
      // Unmounted (or replaced by an error boundary) before it hydrated: it no longer holds the page back.
      return finish;
    }, []);
    const fallback = Loading ? <Loading /> : null;
    if (!ssr && !browser) return fallback;
    if (typeof window === "undefined") {
      // The same component on every render: the one promise, made once, resolves to it.
      const loaded = React.use((onServerLoad ??= load()));
      return (
        <React.Suspense fallback={fallback}>
          {React.createElement(loaded, props)}
          <Committed onCommit={onCommit} />
        </React.Suspense>
      );
    }
    return (
      <React.Suspense fallback={fallback}>
        <Lazy {...props} />
        <Committed onCommit={onCommit} />
      </React.Suspense>
    );
  }
  return LazyComponent;
}
