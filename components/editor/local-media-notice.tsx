"use client";

import { HardDriveIcon } from "lucide-react";

import { useEditor } from "./editor-store";

/**
 * Local files are never uploaded: a saved project keeps a reference that says so. Opened in another browser (or
 * after a reload), such media has nothing to play from, and this says which files and what to do.
 */
export function LocalMediaNotice() {
  const { doc } = useEditor();
  const missing = doc.assets.filter((a) => a.source === "local" && !a.url);
  if (missing.length === 0) return null;
  return (
    <div role="note" aria-label="Local media" className="flex gap-3 rounded-xl border border-yellow-500/40 bg-yellow-500/10 p-3 text-sm">
      <HardDriveIcon className="mt-0.5 size-4 shrink-0 text-yellow-300" aria-hidden />
      <div className="min-w-0">
        <ul className="flex flex-col gap-0.5">
          {missing.map((a) => (
            <li key={a.id} className="truncate">
              <span className="font-medium">{a.name}</span>: local file — not uploaded
            </li>
          ))}
        </ul>
        <p className="mt-1 text-muted-foreground">
          It stays on the device where it was added. Add the file again here, or upload it with Upload Media so it opens anywhere.
        </p>
      </div>
    </div>
  );
}
