"use client";

import * as React from "react";

const noSubscription = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

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
  function LazyComponent(props: P) {
    const browser = React.useSyncExternalStore(noSubscription, inBrowser, onServer);
    const fallback = Loading ? <Loading /> : null;
    if (!ssr && !browser) return fallback;
    return (
      <React.Suspense fallback={fallback}>
        <Lazy {...props} />
      </React.Suspense>
    );
  }
  return LazyComponent;
}
