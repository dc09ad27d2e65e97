/**
 * Local assets (the user's own files, kept in this browser's storage under `localId`) as the page shows them:
 * a saved document has no URL for them (blob: URLs die with the page), so the editor resolves each `localId` to an
 * object URL once and lays those URLs over the document it hands to the preview, the timeline and export. The
 * history keeps the document as edited. Pure; the storage is lib/editor/media/local-media-store.ts (loaded on demand).
 */
import type { ProjectDoc } from "../model/document";

/** localIds of local assets that have no URL in the document yet, in asset order, once each. */
export function unresolvedLocalIds(doc: Pick<ProjectDoc, "assets">): string[] {
  const ids: string[] = [];
  for (const asset of doc.assets)
    if (asset.source === "local" && !asset.url && asset.localId && !ids.includes(asset.localId)) ids.push(asset.localId);
  return ids;
}

/** The document with resolved URLs filled in where a local asset has none; the same object when nothing changes. */
export function withLocalUrls<T extends Pick<ProjectDoc, "assets">>(doc: T, urls: ReadonlyMap<string, string>): T {
  if (urls.size === 0) return doc;
  let changed = false;
  const assets = doc.assets.map((asset) => {
    const url = asset.source === "local" && !asset.url && asset.localId ? urls.get(asset.localId) : undefined;
    if (!url) return asset;
    changed = true;
    return { ...asset, url };
  });
  return changed ? { ...doc, assets } : doc;
}
