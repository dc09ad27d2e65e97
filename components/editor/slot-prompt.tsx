"use client";

import { ImagePlusIcon } from "lucide-react";
import { type RefObject, useRef } from "react";

import { Button } from "@/components/ui/button";
import { type MediaItem, type MediaSlot, SLOT_PROMPT } from "@/lib/editor/model/document";
import { acceptAttribute } from "@/lib/editor/media/media-files";

import { useEditor } from "./editor-store";

/**
 * Over an empty template slot in the preview, where its stand-in is drawn: what it asks for, and a button that
 * chooses a file for it (a file can also be dropped on the preview or on the slot in the timeline).
 */
export function SlotPrompt({ item, x, y }: { item: MediaItem & { slot: MediaSlot }; x: string; y: string }) {
  const fileRef = useRef<HTMLInputElement>(null);
  return (
    <div
      className="absolute flex -translate-x-1/2 -translate-y-1/2 flex-col items-center gap-1 rounded-md bg-black/55 px-2 py-1.5 text-center text-white"
      // The size follows the preview's width (an inline style: the class merger reads an arbitrary text-[...] as a colour).
      style={{ left: x, top: y, fontSize: "clamp(0.6rem, 2.4cqw, 0.8rem)" }}
      data-testid="slot-prompt"
    >
      <span className="font-medium">{SLOT_PROMPT}</span>
      <SlotFileInput itemId={item.id} inputRef={fileRef} label={`Choose a clip or picture for ${item.slot.label}`} />
      <Button size="sm" variant="secondary" className="pointer-events-auto h-7 px-2 text-xs" onClick={() => fileRef.current?.click()}>
        <ImagePlusIcon aria-hidden /> Choose file
        <span className="sr-only"> for {item.slot.label}</span>
      </Button>
    </div>
  );
}

/** The hidden file input that fills a template slot (its button clicks it): the preview's prompt and the slot's Replace. */
export function SlotFileInput({ itemId, inputRef, label }: { itemId: string; inputRef: RefObject<HTMLInputElement | null>; label: string }) {
  const { fillSlotWith } = useEditor();
  return (
    <input
      ref={inputRef}
      type="file"
      tabIndex={-1}
      accept={acceptAttribute}
      className="sr-only"
      aria-label={label}
      onChange={(e) => {
        const file = e.currentTarget.files?.[0];
        if (file) fillSlotWith(itemId, file);
        e.currentTarget.value = "";
      }}
    />
  );
}
