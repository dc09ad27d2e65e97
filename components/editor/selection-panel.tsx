"use client";

import type * as React from "react";
import { lazy, Suspense } from "react";

import { EMPTY_SLOT_ASSET } from "@/lib/editor/model/document";

import { useEditor } from "./editor-store";

// Loaded on the first selection: neither form is needed to show the editor.
const LayerProperties = lazy(() => import("./layer-properties").then((m) => ({ default: m.LayerProperties })));
const MediaProperties = lazy(() => import("./media-properties").then((m) => ({ default: m.MediaProperties })));
const RemoveBackgroundAction = lazy(() => import("./remove-background-action").then((m) => ({ default: m.RemoveBackgroundAction })));
const TextProperties = lazy(() => import("./text-properties").then((m) => ({ default: m.TextProperties })));
// Crop, flip, chroma key, grading and LUT of a clip or picture.
const LookProperties = lazy(() => import("./look-properties").then((m) => ({ default: m.LookProperties })));
// Keyframes, their easing and the presets: loaded with the first selection too.
const AnimationPanel = lazy(() => import("./keyframes/animation-panel").then((m) => ({ default: m.AnimationPanel })));
// An effect item's parameters, from the effect registry.
const EffectProperties = lazy(() => import("./effect-properties").then((m) => ({ default: m.EffectProperties })));
// A template slot's Replace, part and Empty controls.
const SlotProperties = lazy(() => import("./slot-properties").then((m) => ({ default: m.SlotProperties })));
const TransitionProperties = lazy(() => import("./transitions/transition-properties").then((m) => ({ default: m.TransitionProperties })));

/** One section of the selected item's properties; its form loads on the first selection. */
function PropertiesSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-border bg-card p-3 sm:p-4">
      <h2 id={id} className="mb-3 font-semibold">
        {title}
      </h2>
      <Suspense fallback={<p className="text-sm text-muted-foreground">Loading…</p>}>{children}</Suspense>
    </section>
  );
}

/** Properties of the selected timeline item, when it has any to edit: a title's look, a clip's sound, an image's background. */
export function SelectionPanel() {
  const { doc, selectedItemId } = useEditor();
  const item = selectedItemId ? doc.tracks.flatMap((t) => t.items).find((i) => i.id === selectedItemId) : undefined;
  // A transition on the timeline is selected like an item.
  if (selectedItemId && !item && doc.tracks.some((t) => t.transitions?.some((x) => x.id === selectedItemId)))
    return (
      <PropertiesSection id="transition-props-heading" title="Transition">
        <TransitionProperties key={selectedItemId} transitionId={selectedItemId} />
      </PropertiesSection>
    );
  const slotted = (item?.kind === "video" || item?.kind === "image") && item.slot ? { ...item, slot: item.slot } : null;
  const slot = slotted ? (
    <PropertiesSection id="slot-props-heading" title="Template slot">
      <SlotProperties key={slotted.id} item={slotted} />
    </PropertiesSection>
  ) : null;
  // A clip or an image: its track and its place on the frame (picture-in-picture) first.
  const placement =
    item?.kind === "video" || item?.kind === "image" ? (
      <PropertiesSection id="placement-props-heading" title="Track and placement">
        <LayerProperties key={item.id} item={item} />
      </PropertiesSection>
    ) : null;
  const look =
    item?.kind === "video" || item?.kind === "image" ? (
      <PropertiesSection id="look-props-heading" title="Crop, key and colour">
        <LookProperties key={item.id} item={item} />
      </PropertiesSection>
    ) : null;
  const animation =
    item && item.kind !== "caption" && item.kind !== "effect" ? (
      <PropertiesSection id="animation-props-heading" title="Animation">
        <AnimationPanel key={item.id} item={item} />
      </PropertiesSection>
    ) : null;
  if (item?.kind === "video" || item?.kind === "audio") {
    return (
      <>
        {slot}
        {placement}
        <PropertiesSection id="clip-props-heading" title="Clip sound">
          <MediaProperties key={item.id} item={item} />
        </PropertiesSection>
        {look}
        {animation}
      </>
    );
  }
  if (item?.kind === "image") {
    return (
      <>
        {slot}
        {placement}
        {slotted?.assetId === EMPTY_SLOT_ASSET ? null : (
          <PropertiesSection id="image-props-heading" title="Image">
            <RemoveBackgroundAction key={item.id} item={item} />
          </PropertiesSection>
        )}
        {look}
        {animation}
      </>
    );
  }
  if (item?.kind === "effect") {
    return (
      <PropertiesSection id="effect-props-heading" title="Effect">
        <EffectProperties key={item.id} item={item} />
      </PropertiesSection>
    );
  }
  if (item?.kind !== "text") return null;
  return (
    <>
      <PropertiesSection id="title-props-heading" title="Title properties">
        <TextProperties key={item.id} item={item} />
      </PropertiesSection>
      {animation}
    </>
  );
}
