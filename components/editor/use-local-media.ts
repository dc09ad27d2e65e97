"use client";

import { useEffect, useMemo, useState } from "react";

import type { ProjectDoc } from "@/lib/editor/model/document";
import { unresolvedLocalIds } from "@/lib/editor/media/local-media";
import { toast } from "@/lib/toast";

/**
 * Object URLs of the document's local files, read from this browser's storage (OPFS or IndexedDB) when a loaded
 * project names files that have no URL yet. The storage module loads only then.
 */
export function useLocalMediaUrls(doc: Pick<ProjectDoc, "assets">): ReadonlyMap<string, string> {
  const [urls, setUrls] = useState<ReadonlyMap<string, string>>(() => new Map());
  const wanted = unresolvedLocalIds(doc).filter((id) => !urls.has(id));
  const key = wanted.join("\n");
  const ids = useMemo(() => (key ? key.split("\n") : []), [key]);
  useEffect(() => {
    if (ids.length === 0) return;
    let cancelled = false;
    void import("@/lib/editor/media/local-media-store")
      .then(async ({ localMediaStore }) => {
        const store = localMediaStore();
        if (!store) return;
        const found = await Promise.all(ids.map(async (id) => [id, await store.resolve(id)] as const));
        if (cancelled) return;
        const resolved = found.filter((f): f is readonly [string, string] => f[1] !== null);
        if (resolved.length > 0) setUrls((prev) => new Map([...prev, ...resolved]));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [ids]);
  return urls;
}

/** Keeps newly added local files in this browser's storage; a full storage gets a clear message, the file still plays. */
export function keepLocalFiles(files: { localId: string; file: File; url: string }[]): void {
  if (files.length === 0) return;
  void import("@/lib/editor/media/local-media-store").then(({ keepFiles, localMediaStore }) =>
    keepFiles(localMediaStore(), files, (title, description) => toast({ title, description, variant: "destructive" })),
  );
}
