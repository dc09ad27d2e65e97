"use client";

import { Eraser, LoaderCircle } from "lucide-react";
import { useState } from "react";

import { GenerationProblem } from "@/components/subscription/quota-notice";
import { Button } from "@/components/ui/button";
import { aiToolText, IMAGE_DATA_MAX_BYTES } from "@/lib/ai/tools";
import type { MediaAsset, MediaItem } from "@/lib/editor/model/document";
import { addAsset } from "@/lib/editor/edits/index";
import { api } from "@/lib/api-request";
import { removeBackgroundResponseSchema } from "@/lib/contracts/ai-answers";
import { toast } from "@/lib/toast";
import { QUOTA_EXCEEDED } from "@/lib/entitlements/messages";
import { DEMO_USER_ID } from "@/lib/account/user";

import { newId, useEditor } from "./editor-store";
import { keepLocalFiles } from "./use-local-media";
import { fetchFile } from "@/lib/api-request";

/** Largest side sent to the server (its engine works at most at 1600 px). */
const SEND_SIDE = 1600;

class ReadError extends Error {}

function toDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new ReadError("The image could not be read."));
    reader.readAsDataURL(blob);
  });
}

/** The image's bytes as a PNG (a JPEG when the PNG is too large) data URL, at most SEND_SIDE px a side. */
async function imageDataUrl(url: string): Promise<string> {
  let bitmap: ImageBitmap;
  try {
    const res = await fetchFile(url);
    if (!res.ok) throw new Error(String(res.status));
    bitmap = await createImageBitmap(await res.blob());
  } catch {
    throw new ReadError("The image could not be read. Add the file again and retry.");
  }
  const scale = Math.min(1, SEND_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext("2d")!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const encode = (type: string, quality?: number) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
  let blob = await encode("image/png");
  if (!blob || blob.size > IMAGE_DATA_MAX_BYTES) blob = await encode("image/jpeg", 0.92);
  if (!blob || blob.size > IMAGE_DATA_MAX_BYTES) throw new ReadError("The image is too large to send.");
  return toDataUrl(blob);
}

const cutOutName = (name: string) => `${name.replace(/\.[^./]+$/, "") || "image"}-no-background.png`;

/**
 * "Remove background" for the selected image item: sends the image's bytes to /api/ai/remove-background and puts
 * the cut-out in its place as a new local asset (one undo step; the original asset stays, so Undo brings it back).
 */
export function RemoveBackgroundAction({ item }: { item: MediaItem }) {
  const { doc, edit, announce } = useEditor();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [quota, setQuota] = useState<string | null>(null);
  const asset = doc.assets.find((a) => a.id === item.assetId);

  async function run() {
    if (!asset?.url) {
      setError("This image is a local file that this browser has not kept. Add it again first.");
      return;
    }
    setBusy(true);
    setError(null);
    setQuota(null);
    announce("Removing background…");
    const fail = (message: string) => {
      setError(`${aiToolText.background.failure}: ${message}`);
      announce(`${aiToolText.background.failure}: ${message}`);
      toast({ title: "Error", description: aiToolText.background.failure, variant: "destructive" });
    };
    try {
      const body = { userId: DEMO_USER_ID, imageDataUrl: await imageDataUrl(asset.url) };
      const result = await api("POST", aiToolText.background.path, body, removeBackgroundResponseSchema);
      if (!result.ok) {
        if (result.code !== QUOTA_EXCEEDED) return fail(result.message);
        setQuota(result.message);
        announce(result.message);
        toast({ title: "AI generation limit reached", description: result.message, variant: "destructive" });
        return;
      }
      const bytes = Uint8Array.from(atob(result.imageBase64), (c) => c.charCodeAt(0));
      const id = newId();
      const file = new File([bytes], cutOutName(asset.name), { type: "image/png" });
      const cutOut: MediaAsset = {
        id,
        name: file.name,
        mime: "image/png",
        kind: "image",
        duration: null,
        width: result.width,
        height: result.height,
        size: file.size,
        source: "local",
        url: URL.createObjectURL(file),
        localId: id,
      };
      keepLocalFiles([{ localId: id, file, url: cutOut.url! }]);
      const changed = edit((d) => {
        const next = addAsset(d, { asset: cutOut });
        return {
          ...next,
          tracks: next.tracks.map((t) => ({ ...t, items: t.items.map((i) => (i.id === item.id && i.kind === "image" ? { ...i, assetId: id } : i)) })),
        };
      });
      if (changed) {
        announce(`Removed the background of ${item.name}`);
        toast({ title: aiToolText.background.successTitle, description: `${item.name} now shows the cut-out. Undo brings the original back.` });
      }
    } catch (e) {
      fail(e instanceof ReadError ? e.message : "The service could not be reached. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted-foreground">Cut out the person or subject of this image (counts as one AI generation).</p>
      <Button type="button" variant="outline" className="self-start" disabled={busy} onClick={() => void run()}>
        {busy ? <LoaderCircle className="animate-spin" aria-hidden /> : <Eraser aria-hidden />}
        {busy ? "Removing background…" : "Remove background"}
      </Button>
      <GenerationProblem quota={quota} error={error} />
    </div>
  );
}
