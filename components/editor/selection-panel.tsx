"use client";

import { useEditor } from "./editor-store";
import { MediaProperties } from "./media-properties";
import { TextProperties } from "./text-properties";

/** Properties of the selected timeline item, when it has any to edit: a title's look, a clip's sound. */
export function SelectionPanel() {
  const { doc, selectedItemId } = useEditor();
  const item = selectedItemId ? doc.tracks.flatMap((t) => t.items).find((i) => i.id === selectedItemId) : undefined;
  if (item?.kind === "video" || item?.kind === "audio") {
    return (
      <section aria-labelledby="clip-props-heading" className="rounded-xl border border-border bg-card p-3 sm:p-4">
        <h2 id="clip-props-heading" className="mb-3 font-semibold">
          Clip sound
        </h2>
        <MediaProperties key={item.id} item={item} />
      </section>
    );
  }
  if (item?.kind !== "text") return null;
  return (
    <section aria-labelledby="title-props-heading" className="rounded-xl border border-border bg-card p-3 sm:p-4">
      <h2 id="title-props-heading" className="mb-3 font-semibold">
        Title properties
      </h2>
      <TextProperties key={item.id} item={item} />
    </section>
  );
}
