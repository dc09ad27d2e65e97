"use client";

import { useEditor } from "./editor-store";
import { TextProperties } from "./text-properties";

/** Properties of the selected timeline item, when it has any to edit (titles). */
export function SelectionPanel() {
  const { doc, selectedItemId } = useEditor();
  const item = selectedItemId ? doc.tracks.flatMap((t) => t.items).find((i) => i.id === selectedItemId) : undefined;
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
