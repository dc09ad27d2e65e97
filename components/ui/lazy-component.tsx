"use client";

import * as React from "react";

import { holdForLazyPart } from "@/components/ui/lazy-parts";

const noSubscription = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/** Rendered after the lazy component inside its boundary: its layout effect runs when the boundary commits. */
function Committed({ onCommit }: { onCommit: () => void }) {
  React.useLayoutEffect(onCommit, [onCommit]);
  return null;
}

/**
 * A component whose code is its own chunk, loaded when it first renders: what next/dynamic does, on React.lazy alone.
 * next/dynamic's loader (with its server-side preload helpers) would be in the first-load JavaScript of every page
 * that uses it; React.lazy is part of React. Rendered on the server too unless `ssr: false`, in which case the server
 * and the hydrating browser draw `loading` and the component loads right after hydration. A server-drawn part keeps
 * the page from counting as hydrated until its code has come and it has hydrated too (lazy-parts.ts).
 */
export function lazyComponent<P extends object>(
  load: () => Promise<React.ComponentType<P>>,
  {
    ssr = true,
    loading: Loading,
    inline = false,
  }: {
    ssr?: boolean;
    loading?: () => React.ReactNode;
    /**
     * No boundary of its own, for a part high on the page: the server draws it in place, once, and the page (or the
     * boundary it is in) hydrates when the part's code has come, asked for as soon as the page's own code runs.
     * `loading` is not used. With a boundary, once a page's HTML passes about 12 kB React sends the boundary's content
     * after the rest of the page and swaps it in a frame later: the fallback is on screen for that frame (a part whose
     * height depends on the width, a toolbar that wraps, moves what is below it when it replaces a fixed-size
     * placeholder), and a picture in the part is painted anew after the first paint.
     */
    inline?: boolean;
  } = {},
): React.ComponentType<P> {
  let browserLoad: Promise<React.ComponentType<P>> | null = null;
  const loadOnce = () => (browserLoad ??= settledForUse(load()));
  const Lazy = React.lazy(() => loadOnce().then((component) => ({ default: component })));
  // In the browser a server-drawn part's code is asked for as soon as this module runs, not when hydration reaches
  // its boundary: a boundary still waiting for its code when an update reaches it (the editor's store changes as its
  // media load) drops its server HTML for the fallback and draws again, a layout shift. A failed load is the
  // boundary's to report, when it renders.
  if (ssr && typeof window !== "undefined") loadOnce().catch(() => {});
  // On the server the code is waited for before the page's first bytes are sent (outside the boundary, so it holds the
  // shell rather than streaming a fallback that the first paint would show and then replace).
  let onServerLoad: Promise<React.ComponentType<P>> | null = null;
  // The same component on every render: the one promise, made once, resolves to it.
  const serverLoadOnce = () => (onServerLoad ??= load());
  function InlineComponent(props: P) {
    return React.createElement(React.use(typeof window === "undefined" ? serverLoadOnce() : loadOnce()), props);
  }
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
      const release = holdForLazyPart();
      const finish = () => {
        settled.current = null;
        release();
      };
      settled.current = finish;
      // Unmounted (or replaced by an error boundary) before it hydrated: it no longer holds the page back.
      return finish;
    }, []);
    const fallback = Loading ? <Loading /> : null;
    // One element while the props are the same: a re-render of this component alone (as `browser` turns true right
    // after hydration) must not reach a boundary still waiting to hydrate, or React would drop its server HTML for the
    // fallback and draw it again in the browser (a layout shift, and text typed into it lost).
    const boundary = React.useMemo(
      () => (
        <React.Suspense fallback={Loading ? <Loading /> : null}>
          <Lazy {...props} />
          <Committed onCommit={onCommit} />
        </React.Suspense>
      ),
      [props, onCommit],
    );
    if (!ssr && !browser) return fallback;
    if (typeof window === "undefined") {
      const content = React.createElement(React.use(serverLoadOnce()), props);
      return (
        <React.Suspense fallback={fallback}>
          {content}
          <Committed onCommit={onCommit} />
        </React.Suspense>
      );
    }
    return boundary;
  }
  return inline ? InlineComponent : LazyComponent;
}

/**
 * The promise, marked with its outcome once it has one, as React marks a promise it has read: `use` then returns a
 * loaded part at once rather than suspending for a turn.
 */
function settledForUse<T>(promise: Promise<T>): Promise<T> {
  const marked = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  marked.then(
    (value) => Object.assign(marked, { status: "fulfilled", value }),
    (reason: unknown) => Object.assign(marked, { status: "rejected", reason }),
  );
  return marked;
}
