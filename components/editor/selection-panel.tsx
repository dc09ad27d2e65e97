"use client";

import { lazy, Suspense } from "react";

import { useEditor } from "./editor-store";

// Loaded on the first selection: neither form is needed to show the editor.
const MediaProperties = lazy(() => import("./media-properties").then((m) => ({ default: m.MediaProperties })));
const RemoveBackgroundAction = lazy(() => import("./remove-background-action").then((m) => ({ default: m.RemoveBackgroundAction })));
const TextProperties = lazy(() => import("./text-properties").then((m) => ({ default: m.TextProperties })));

/** Properties of the selected timeline item, when it has any to edit: a title's look, a clip's sound, an image's background. */
export function SelectionPanel() {
  const { doc, selectedItemId } = useEditor();
  const item = selectedItemId ? doc.tracks.flatMap((t) => t.items).find((i) => i.id === selectedItemId) : undefined;
  if (item?.kind === "video" || item?.kind === "audio") {
    return (
      <section aria-labelledby="clip-props-heading" className="rounded-xl border border-border bg-card p-3 sm:p-4">
        <h2 id="clip-props-heading" className="mb-3 font-semibold">
          Clip sound
        </h2>
        <Suspense fallback={<p className="text-sm text-muted-foreground">Loading…</p>}>
          <MediaProperties key={item.id} item={item} />
        </Suspense>
      </section>
    );
  }
  if (item?.kind === "image") {
    return (
      <section aria-labelledby="image-props-heading" className="rounded-xl border border-border bg-card p-3 sm:p-4">
        <h2 id="image-props-heading" className="mb-3 font-semibold">
          Image
        </h2>
        <Suspense fallback={<p className="text-sm text-muted-foreground">Loading…</p>}>
          <RemoveBackgroundAction key={item.id} item={item} />
        </Suspense>
      </section>
    );
  }
  if (item?.kind !== "text") return null;
  return (
    <section aria-labelledby="title-props-heading" className="rounded-xl border border-border bg-card p-3 sm:p-4">
      <h2 id="title-props-heading" className="mb-3 font-semibold">
        Title properties
      </h2>
      <Suspense fallback={<p className="text-sm text-muted-foreground">Loading…</p>}>
        <TextProperties key={item.id} item={item} />
      </Suspense>
    </section>
  );
}
