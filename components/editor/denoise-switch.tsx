"use client";

import { useId, useState } from "react";

import { Switch } from "@/components/ui/switch";
import type { MediaItem } from "@/lib/editor/model/document";
import { setDenoise } from "@/lib/editor/edits/voiceover-edits";

import { useEditor } from "./editor-store";
import { usePreparedState } from "./use-prepared-sound";

type Engine = "idle" | "loading" | "ready" | "failed";

/**
 * "Reduce noise" for a video or audio item: steady background noise taken out on this device (one undo step).
 * Switching it on loads the noise reduction engine (RNNoise, 125 KB of WASM) ahead of the mix that needs it; the
 * preview plays the denoised sound once it is prepared ("Preparing…" meanwhile), the export mixes the same.
 */
export function DenoiseSwitch({ item }: { item: MediaItem }) {
  const { edit, announce, doc } = useEditor();
  const id = useId();
  const [engine, setEngine] = useState<Engine>("idle");
  const prepared = usePreparedState(item.id);
  if (item.kind !== "video" && item.kind !== "audio") return null;
  const on = item.denoise === true;

  const prepare = () => {
    // The preview's cleaned sound, made now rather than when the item next shows.
    const asset = doc.assets.find((a) => a.id === item.assetId);
    if (asset?.url) {
      const url = asset.url;
      void import("@/lib/editor/preview/preview-sound").then((m) => m.prewarmPrepared({ ...item, denoise: true }, asset, url));
    }
    if (engine === "ready" || engine === "loading") return;
    setEngine("loading");
    import("@/lib/editor/audio/denoise")
      .then((m) => m.prepareDenoiser())
      .then(
        () => setEngine("ready"),
        () => {
          setEngine("failed");
          announce("Noise reduction could not start on this device");
        },
      );
  };

  return (
    <div className="flex flex-col gap-1 sm:col-span-2">
      {/* Switch first, label beside it: as Reverse and Duck under speech are. */}
      <div className="flex items-start gap-2">
        <Switch
          id={id}
          checked={on}
          aria-describedby={`${id}-hint`}
          data-testid="denoise-switch"
          data-engine={engine}
          data-preview-sound={on ? (prepared ?? "none") : "none"}
          onCheckedChange={(checked) => {
            if (!edit((d) => setDenoise(d, { itemId: item.id, denoise: checked }))) return;
            announce(`Noise reduction ${checked ? "on" : "off"} for ${item.name}`);
            if (checked) prepare();
          }}
        />
        <div className="flex min-w-0 flex-col">
          <label htmlFor={id} className="text-xs font-medium leading-5">
            Reduce noise
          </label>
          <span id={`${id}-hint`} className="text-xs text-muted-foreground">
            Hiss, hum and room noise taken out on this device
          </span>
        </div>
      </div>
      {on && prepared === "preparing" && engine !== "failed" ? (
        <p role="status" className="text-xs text-muted-foreground" data-testid="denoise-preparing">
          Preparing… the preview plays the sound as recorded until the noise is taken out.
        </p>
      ) : null}
      {on && engine === "failed" ? (
        <p role="alert" className="text-xs text-destructive">
          Noise reduction could not start on this device; the sound plays as recorded.
        </p>
      ) : null}
    </div>
  );
}
