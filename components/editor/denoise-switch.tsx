"use client";

import { useId } from "react";

import { Switch } from "@/components/ui/switch";
import type { MediaItem } from "@/lib/editor/document";
import { setDenoise } from "@/lib/editor/voiceover-edits";

import { useEditor } from "./editor-store";

/** "Reduce noise" for a video or audio item: steady background noise taken out on this device (one undo step). */
export function DenoiseSwitch({ item }: { item: MediaItem }) {
  const { edit, announce } = useEditor();
  const id = useId();
  if (item.kind !== "video" && item.kind !== "audio") return null;
  const on = item.denoise === true;
  return (
    <div className="flex items-center justify-between gap-3 sm:col-span-2">
      <div className="flex flex-col">
        <label htmlFor={id} className="text-xs font-medium">
          Reduce noise
        </label>
        <span id={`${id}-hint`} className="text-xs text-muted-foreground">
          Hiss, hum and room noise taken out on this device
        </span>
      </div>
      <Switch
        id={id}
        checked={on}
        aria-describedby={`${id}-hint`}
        data-testid="denoise-switch"
        onCheckedChange={(checked) => {
          if (edit((d) => setDenoise(d, { itemId: item.id, denoise: checked }))) {
            announce(`Noise reduction ${checked ? "on" : "off"} for ${item.name}`);
          }
        }}
      />
    </div>
  );
}
