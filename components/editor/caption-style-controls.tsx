"use client";

import { useId } from "react";

import { selectClass } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { captionAnimationNames, captionPreset, captionPresets } from "@/lib/catalog/caption-styles";
import { setCaptionStyle } from "@/lib/editor/edits/caption-edits";
import { captionAnimations, type CaptionAnimation, type Track } from "@/lib/editor/model/document";

import { useEditor } from "./editor-store";
import { setSafeGuides, useSpeechView } from "./speech/view-state";

const PLAIN = "plain";

/**
 * The caption track's look: a preset (choosing one also chooses its animation) and the animation, each change one
 * undo step; and the safe-area guides over the preview.
 */
export function CaptionStyleControls({ track }: { track: Track | undefined }) {
  const { edit, announce } = useEditor();
  const { guides } = useSpeechView();
  const ids = { preset: useId(), animation: useId(), guides: useId() };
  const style = track?.captionStyle;

  function choosePreset(id: string) {
    if (id === PLAIN) {
      if (edit((d) => setCaptionStyle(d, { style: null }))) announce("Captions in the plain style");
      return;
    }
    const preset = captionPreset(id);
    if (edit((d) => setCaptionStyle(d, { style: { preset: preset.id, animation: preset.animation } }))) announce(`Caption style ${preset.name}`);
  }

  function chooseAnimation(animation: CaptionAnimation) {
    const preset = style?.preset ?? "classic";
    if (edit((d) => setCaptionStyle(d, { style: { preset, animation } }))) announce(`Caption animation ${captionAnimationNames[animation]}`);
  }

  return (
    <div className="mb-3 flex flex-wrap items-end gap-3" data-testid="caption-style">
      <div className="grid gap-1">
        <Label htmlFor={ids.preset} className="text-xs">
          Caption style
        </Label>
        <select id={ids.preset} className={`${selectClass} h-8`} value={style?.preset ?? PLAIN} disabled={!track} onChange={(e) => choosePreset(e.target.value)}>
          <option value={PLAIN}>Plain</option>
          <CaptionPresetOptions />
        </select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={ids.animation} className="text-xs">
          Animation
        </Label>
        <select
          id={ids.animation}
          className={`${selectClass} h-8`}
          value={style?.animation ?? "none"}
          disabled={!track}
          onChange={(e) => chooseAnimation(e.target.value as CaptionAnimation)}
        >
          {captionAnimations.map((a) => (
            <option key={a} value={a}>
              {captionAnimationNames[a]}
            </option>
          ))}
        </select>
      </div>
      <label htmlFor={ids.guides} className="flex h-8 items-center gap-2 text-sm">
        <input id={ids.guides} type="checkbox" className="size-4 accent-primary" checked={guides} onChange={(e) => setSafeGuides(e.currentTarget.checked)} />
        Safe-area guides
      </label>
    </div>
  );
}

/** The caption presets as a select's options: the Captions panel's style and the speech tools' caption style. */
export function CaptionPresetOptions() {
  return captionPresets.map((p) => (
    <option key={p.id} value={p.id}>
      {p.name}
    </option>
  ));
}
