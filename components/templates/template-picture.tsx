"use client";

import * as React from "react";

import type { TemplatePicture as Picture } from "@/lib/gallery/template-render";
import { cn } from "@/lib/utils";

/** Where a card's template document comes from: the catalogue (bundled), or the account's own (the API). */
export type TemplateSource = { kind: "catalogue"; id: string } | { kind: "mine"; id: string };

async function loadPicture(source: TemplateSource, signal: AbortSignal): Promise<Picture | null> {
  const render = await import("@/lib/gallery/template-render");
  let doc = source.kind === "catalogue" ? render.templateDoc(source.id) : null;
  if (source.kind === "mine") {
    const { myTemplateDoc } = await import("@/lib/gallery/template-client");
    const answer = await myTemplateDoc(source.id, signal);
    doc = answer.ok ? answer.doc : null;
  }
  return doc ? render.templatePicture(doc) : null;
}

/** The still a card shows: a little way in, once the titles have come in. */
const posterTime = (duration: number) => Math.min(duration / 2, 1.6);

/** Seconds of the template a hover preview plays per second: long templates are skimmed in about eight seconds. */
const skim = (duration: number) => Math.max(1, duration / 8);

/**
 * A gallery card's picture: the template's own frame drawn by the compositor once the card comes into view, and,
 * while the card is hovered or focused, the template playing (skimmed). `playing` plays it regardless (the preview
 * dialog); `controls` adds a seek bar there.
 */
export function TemplatePicture({
  source,
  label,
  className,
  active,
  controls = false,
}: {
  source: TemplateSource;
  label: string;
  className?: string;
  /** Plays while true (the card hovered or focused; the dialog open). */
  active: boolean;
  controls?: boolean;
}) {
  const boxRef = React.useRef<HTMLDivElement>(null);
  const canvasRef = React.useRef<HTMLCanvasElement>(null);
  const [picture, setPicture] = React.useState<Picture | null>(null);
  const [failed, setFailed] = React.useState(false);
  const [seen, setSeen] = React.useState(false);
  const wanted = seen || active;
  const [time, setTime] = React.useState<number | null>(null);
  const { kind, id } = source;
  // The time shown: read by the playback loop on every frame, so a seek while playing takes effect at once.
  const timeRef = React.useRef<number | null>(null);

  // Loaded when the card first comes near the screen (or is hovered first).
  React.useEffect(() => {
    const box = boxRef.current;
    if (!box || wanted) return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true), { rootMargin: "200px" });
    io.observe(box);
    return () => io.disconnect();
  }, [wanted]);
  React.useEffect(() => {
    if (!wanted) return;
    const abort = new AbortController();
    loadPicture(kind === "mine" ? { kind, id } : { kind: "catalogue", id }, abort.signal).then(
      (p) => (p ? setPicture(p) : setFailed(true)),
      () => setFailed(true),
    );
    return () => abort.abort();
  }, [wanted, kind, id]);

  const draw = React.useCallback(
    (t: number) => {
      const canvas = canvasRef.current;
      const box = boxRef.current;
      if (picture && canvas && box) picture.draw(canvas, t, box.clientWidth, box.clientHeight);
    },
    [picture],
  );

  // The poster frame, or playback while active.
  React.useEffect(() => {
    if (!picture) return;
    if (!active) {
      draw(timeRef.current ?? posterTime(picture.duration));
      return;
    }
    let frame = 0;
    let last = performance.now();
    const rate = controls ? 1 : skim(picture.duration);
    const tick = (now: number) => {
      const t = ((timeRef.current ?? 0) + ((now - last) / 1000) * rate) % Math.max(0.1, picture.duration);
      last = now;
      timeRef.current = t;
      draw(t);
      if (controls) setTime(t);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [picture, active, draw, controls]);

  return (
    <div ref={boxRef} className={cn("relative flex items-center justify-center overflow-hidden bg-muted", className)}>
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={label}
        className={cn("transition-opacity", picture ? "opacity-100" : "opacity-0")}
        data-testid="template-picture"
        data-ready={picture ? "true" : undefined}
      />
      {!picture ? (
        <span className="absolute inset-0 flex items-center justify-center text-xs text-muted-foreground" aria-hidden>
          {failed ? "Preview unavailable" : "Loading preview…"}
        </span>
      ) : null}
      {controls && picture ? (
        <input
          type="range"
          aria-label="Seek the template preview"
          min={0}
          max={picture.duration}
          step={0.1}
          value={time ?? 0}
          onChange={(e) => {
            const t = Number(e.currentTarget.value);
            timeRef.current = t;
            setTime(t);
            draw(t);
          }}
          className="absolute inset-x-3 bottom-2 accent-primary"
        />
      ) : null}
    </div>
  );
}
