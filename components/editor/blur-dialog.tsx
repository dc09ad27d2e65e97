"use client";

import { RotateCwIcon, XIcon } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Progress } from "@/components/ui/progress";
import { Slider } from "@/components/ui/slider";
import { Switch } from "@/components/ui/switch";
import { editorCatalog } from "@/lib/catalog/editor";
import type { BlurTrackTarget, MediaItem } from "@/lib/editor/model/document";
import {
  blurTargets,
  detectableTargets,
  findingWhat,
  itemsToFindAgain,
  privacyBlurSearchPlan,
  runProgressLabel,
  runSummary,
  type SearchPlan,
  unsearchedSpans,
} from "@/lib/editor/tracking/privacy-blur-run";
import { blurIntensityRange } from "@/lib/editor/model/slider";
import { frameSourceTime, timelineSpan } from "@/lib/editor/model/speed";
import type { BlurType } from "@/lib/editor/model/choices";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";

import { useEditor } from "./editor-store";
import { usePrivacyBlurFinder } from "./use-privacy-blur";

/** Targets this device finds by itself. */
const DETECTABLE: readonly string[] = detectableTargets;
const targetName = (id: string) => editorCatalog.aiBlurTargets.find((t) => t.id === id)?.name ?? id;

function listNames(ids: string[]): string {
  const names = ids.map(targetName);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}` : (names[0] ?? "");
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

const skipWords = { hidden: "hidden track", unavailable: "not in this browser" } as const;

/** "Skipped: b.webm (hidden track), c.webm (not in this browser)." or "". */
function skippedText(plan: SearchPlan): string {
  if (plan.skipped.length === 0) return "";
  return ` Skipped: ${plan.skipped.map((s) => `${s.item.name} (${skipWords[s.reason]})`).join(", ")}.`;
}

/** A video's current picture, copied at `width` pixels (no filter), or null when it has none yet. */
function copyFrame(video: HTMLVideoElement | null, width: number): HTMLCanvasElement | null {
  if (!video || video.readyState < 2 || !video.videoWidth) return null;
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = Math.max(1, Math.round((width * video.videoHeight) / video.videoWidth));
  canvas.getContext("2d")?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return canvas;
}

/** Seconds on the timeline, one decimal: "3.0 s". */
const seconds = (t: number) => `${t.toFixed(1)} s`;

/** What a lengthened clip's Auto-track blur misses, on the timeline: "3.0–4.0 s". */
function uncoveredText(item: MediaItem): string {
  return unsearchedSpans(item)
    .map((source) => timelineSpan(item, source.from, source.to))
    .map((span) => `${seconds(span.from).replace(" s", "")}–${seconds(span.to)}`)
    .join(" and ");
}

const chip = (on: boolean) =>
  cn(
    "rounded-lg border px-3 py-2 text-left text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring",
    on ? "border-primary bg-primary/10" : "border-border hover:bg-accent",
  );

/** Advanced Blur & Privacy Effects: blur type, AI targets, intensity and two switches; applies to the preview. */
export function BlurDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { settings, dispatch, videoRef, doc, edit, selectedItemId, clock, announce } = useEditor();
  const id = useId();
  const [type, setType] = useState<BlurType>(settings.blur.type ?? "gaussian");
  const [targets, setTargets] = useState<string[]>(settings.blur.targets);
  const [intensity, setIntensity] = useState(settings.blur.intensity);
  const [autoTrack, setAutoTrack] = useState(settings.blur.autoTrack);
  const [smartBlending, setSmartBlending] = useState(settings.blur.smartBlending);
  const [frame, setFrame] = useState<HTMLCanvasElement | null>(null);
  const thumbnailRef = useRef<HTMLCanvasElement>(null);
  /** What the last run over every clip found (shown until the dialog closes). */
  const [runResult, setRunResult] = useState<string | null>(null);
  /** What the run under way looks for (the progress line says it). */
  const [runTargets, setRunTargets] = useState<BlurTrackTarget[]>([]);
  const finder = usePrivacyBlurFinder();
  const finding = finder.progress !== null;

  const typeName = editorCatalog.blurTypes.find((b) => b.id === type)?.name ?? type;
  const undetectable = targets.filter((t) => !DETECTABLE.includes(t));
  const toFind = targets.filter((t): t is BlurTrackTarget => DETECTABLE.includes(t));
  const selectedItem = selectedItemId ? doc.tracks.flatMap((t) => t.items).find((i) => i.id === selectedItemId) : undefined;
  const selected = selectedItem?.kind === "video" || selectedItem?.kind === "image" ? selectedItem : null;
  const searchPlan = useMemo(() => privacyBlurSearchPlan(doc), [doc]);
  const findAgain = useMemo(() => itemsToFindAgain(doc).filter((item) => !selected || item.id === selected.id), [doc, selected]);

  function previewEffect() {
    const captured = copyFrame(videoRef.current, 320);
    if (captured) setFrame(captured);
    else toast({ title: "Preview Effect", description: "Load a video in the preview first.", variant: "destructive" });
  }

  // The thumbnail: the captured frame through the compositor's blur effects (loaded with the first Preview Effect).
  useEffect(() => {
    const canvas = thumbnailRef.current;
    if (!frame || !canvas) return;
    let live = true;
    void import("@/lib/editor/render/blur-thumbnail").then(({ drawBlurThumbnail }) => {
      const ctx = canvas.getContext("2d");
      if (!live || !ctx) return;
      canvas.width = frame.width;
      canvas.height = frame.height;
      drawBlurThumbnail(ctx, frame, { type, intensity }, settings.color);
      canvas.dataset.drawn = `${type}-${intensity}`;
    });
    return () => {
      live = false;
    };
  }, [frame, type, intensity, settings.color]);

  function close(next: boolean) {
    if (!next) finder.cancel();
    if (!next) setRunResult(null);
    onOpenChange(next);
  }

  /** Searches every clip (nothing selected): one run, one progress bar, one undo step; the dialog stays to say what happened. */
  async function applyToEveryClip(settle: (note: string, keepOpen?: boolean) => void) {
    const plan = await import("@/lib/editor/tracking/privacy-blur");
    const tune = { type, intensity, blend: smartBlending };
    const items = searchPlan.items;
    setRunResult(null);
    setRunTargets(toFind);
    const playhead = clock.time;
    const result = await finder.findAll({ doc, items, targets: toFind, autoTrack, type, intensity, blend: smartBlending, playhead });
    if (result.kind === "cancelled") {
      announce(`Finding ${findingWhat(toFind)} cancelled; nothing changed`);
      return;
    }
    const summary = runSummary(result.findings, toFind);
    const skipped = skippedText(searchPlan);
    if (!summary.found) {
      // Nothing anywhere: as with no targets, the whole picture is blurred (searched clips lose earlier regions).
      edit((d) => plan.applyPrivacyFindings(d, result.findings, tune));
      const text = `${summary.text}, so the whole picture is blurred.${skipped}`;
      announce(text);
      setRunResult(text);
      settle(` (${summary.text.charAt(0).toLowerCase()}${summary.text.slice(1)}, so the whole picture is blurred)`, true);
      return;
    }
    edit((d) => plan.applyPrivacyFindings(d, result.findings, tune));
    const text = `${summary.text}.${summary.misses}${skipped}`;
    announce(text);
    setRunResult(text);
    settle(` (${summary.what} ${autoTrack ? "followed" : "held"} ${summary.where})`, true);
  }

  /** "Find again": the clips lengthened past their searched span are searched whole again (one undo step). */
  async function findAgainNow() {
    const items = findAgain;
    const plan = await import("@/lib/editor/tracking/privacy-blur");
    const wanted = [...new Set(items.flatMap((i) => (i.blur ? blurTargets(i.blur) : [])))];
    setRunResult(null);
    setRunTargets(wanted);
    try {
      const first = items[0]?.blur;
      const result = await finder.findAll({
        doc,
        items,
        targets: wanted,
        autoTrack: true,
        type: first?.type ?? type,
        intensity: first?.intensity ?? intensity,
        blend: Boolean(first?.blend),
        playhead: clock.time,
      });
      if (result.kind === "cancelled") {
        announce(`Finding ${findingWhat(wanted)} cancelled; nothing changed`);
        return;
      }
      edit((d) => plan.refreshPrivacyFindings(d, result.findings));
      const text = `${runSummary(result.findings, wanted).text}.`;
      announce(text);
      setRunResult(text);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      toast({ title: "Could not find faces", description: message, variant: "destructive" });
    }
  }

  async function apply() {
    const on = targets.length > 0 ? ` on ${targets.join(", ")}` : "";
    const applied = `${typeName} blur at ${intensity}%${on}`;
    const settle = (note: string, keepOpen = false) => {
      dispatch({ type: "applyBlur", blur: { type, intensity, targets, autoTrack, smartBlending } });
      toast({ title: "AI Blur Applied", description: `${applied}${note}` });
      if (!keepOpen) onOpenChange(false);
    };
    const plan = await import("@/lib/editor/tracking/privacy-blur");
    // Targets the device cannot find (or none): the whole picture is blurred, and no region blur is kept.
    if (toFind.length === 0 || undetectable.length > 0) {
      edit((d) => plan.clearPrivacyBlurs(d));
      settle("");
      return;
    }
    const item = plan.privacyBlurItem(doc, selectedItemId);
    if (!item && searchPlan.items.length === 0) {
      // Nothing to search: the whole picture is blurred; clips whose faces were found keep them, retuned.
      edit((d) => plan.retunePrivacyBlurs(d, { type, intensity, blend: smartBlending }));
      settle("");
      return;
    }
    try {
      if (!item) {
        await applyToEveryClip(settle);
        return;
      }
      const at = frameSourceTime(item, clock.time);
      const result = await finder.find({ doc, item, targets: toFind, autoTrack, at, type, intensity, blend: smartBlending });
      if (result.kind === "cancelled") {
        announce("Finding faces cancelled; nothing changed");
        return;
      }
      if (result.kind === "none") {
        // An earlier privacy blur of this item goes (the project's whole-picture blur applies); others are retuned.
        edit((d) => plan.retunePrivacyBlurs(plan.clearPrivacyBlurs(d, item.id), { type, intensity, blend: smartBlending }));
        const what = toFind.includes("face") ? "no face" : "no person";
        announce(`Found ${what} in ${item.name}`);
        settle(` (${what} found in ${item.name}, so the whole picture is blurred)`);
        return;
      }
      const { counts } = result;
      const found = [counts.face ? plural(counts.face, "face", "faces") : "", counts.body ? plural(counts.body, "person", "people") : ""]
        .filter(Boolean)
        .join(" and ");
      edit((d) => plan.retunePrivacyBlurs(plan.setItemBlur(d, { itemId: item.id, blur: result.blur }), { type, intensity, blend: smartBlending }));
      announce(`Blurring ${found} in ${item.name}`);
      settle(` (${found} ${autoTrack && item.kind === "video" ? "followed" : "held"} in ${item.name})`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      toast({ title: "Could not find faces", description: message, variant: "destructive" });
    }
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Advanced Blur &amp; Privacy Effects</DialogTitle>
          <DialogDescription>Blur the whole picture or let the AI find what to hide.</DialogDescription>
        </DialogHeader>

        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Standard Blur Types</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {editorCatalog.blurTypes.map((b) => (
              <button key={b.id} type="button" aria-pressed={type === b.id} className={chip(type === b.id)} onClick={() => setType(b.id as BlurType)}>
                <span className="block font-medium">{b.name}</span>
                <span className="block text-xs text-muted-foreground">{b.description}</span>
              </button>
            ))}
          </div>
        </fieldset>

        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">AI Privacy Blur</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {editorCatalog.aiBlurTargets.map((t) => {
              const on = targets.includes(t.id);
              return (
                <button
                  key={t.id}
                  type="button"
                  aria-pressed={on}
                  className={chip(on)}
                  onClick={() => setTargets(on ? targets.filter((x) => x !== t.id) : [...targets, t.id])}
                >
                  {t.name}
                </button>
              );
            })}
          </div>
          {undetectable.length > 0 ? (
            <p className="text-sm text-muted-foreground" data-testid="blur-not-detected">
              Not detected automatically on this device: {listNames(undetectable)}. The whole picture is blurred instead.
            </p>
          ) : toFind.length > 0 && selected ? (
            <p className="text-sm text-muted-foreground" data-testid="blur-find-note">
              {listNames(toFind)}: found on this device in {selected.name}
              {autoTrack && selected.kind === "video" ? " and followed through it" : " at the current frame and held"}; only those regions
              are blurred.
            </p>
          ) : toFind.length > 0 && searchPlan.items.length > 0 ? (
            <p className="text-sm text-muted-foreground" data-testid="blur-find-note">
              {listNames(toFind)}: found on this device in{" "}
              {searchPlan.items.length === 1 ? searchPlan.items[0].name : `each of the ${searchPlan.items.length} clips on the timeline`}
              {autoTrack ? ` and followed through ${searchPlan.items.length === 1 ? "it" : "each"}` : " at one frame and held"}
              {searchPlan.items.length === 1 ? "" : ", one clip after another"}; only those regions are blurred. Where none is found,
              the whole picture is blurred.{skippedText(searchPlan)}
            </p>
          ) : toFind.length > 0 ? (
            <p className="text-sm text-muted-foreground" data-testid="blur-find-note">
              No video or image on the timeline to search for {findingWhat(toFind)}: the whole picture is blurred.{skippedText(searchPlan)}
            </p>
          ) : null}
          {runResult && !finding ? (
            <p className="rounded-md border border-primary/40 bg-primary/10 px-3 py-2 text-sm" role="status" data-testid="blur-run-result">
              {runResult}
            </p>
          ) : null}
          {findAgain.length > 0 && !finding ? (
            <div className="flex flex-wrap items-center gap-2 rounded-md border border-border px-3 py-2 text-sm" data-testid="blur-find-again">
              <p className="flex-1 text-muted-foreground">
                {findAgain
                  .map((item) => `${item.name} was lengthened after it was searched: ${uncoveredText(item)} is not blurred`)
                  .join(". ")}
                .
              </p>
              <Button variant="outline" size="sm" onClick={() => void findAgainNow()}>
                <RotateCwIcon aria-hidden /> Find again
              </Button>
            </div>
          ) : null}
        </fieldset>

        <div className="grid gap-2">
          <div className="flex justify-between text-sm">
            <span className="font-medium" id={`${id}-intensity`}>
              Blur Intensity
            </span>
            <output className="tabular-nums text-muted-foreground" aria-labelledby={`${id}-intensity`}>
              {intensity}%
            </output>
          </div>
          <Slider thumbLabel="Blur Intensity" {...blurIntensityRange} value={[intensity]} onValueChange={([v]) => setIntensity(v)} />
        </div>

        <div className="grid gap-3 sm:grid-cols-2">
          <div className="flex items-center justify-between gap-2 rounded-lg border border-border p-3">
            <Label htmlFor={`${id}-track`}>Auto-track throughout video (AI)</Label>
            <Switch id={`${id}-track`} checked={autoTrack} onCheckedChange={setAutoTrack} />
          </div>
          <div className="flex items-center justify-between gap-2 rounded-lg border border-border p-3">
            <Label htmlFor={`${id}-blend`}>Smart blending with scene</Label>
            <Switch id={`${id}-blend`} checked={smartBlending} onCheckedChange={setSmartBlending} />
          </div>
        </div>

        {frame ? (
          <canvas
            ref={thumbnailRef}
            role="img"
            aria-label={`Current frame with ${typeName} blur at ${intensity}%`}
            data-testid="blur-thumbnail"
            className="mx-auto max-h-48 max-w-full rounded-md"
          />
        ) : null}

        {finder.progress ? (
          <div className="flex items-center gap-3" data-testid="blur-find-progress">
            <span className="shrink-0 text-sm text-muted-foreground" aria-live="polite">
              {finder.progress.run
                ? runProgressLabel(finder.progress.run, runTargets)
                : finder.progress.stage === "loading"
                  ? "Loading face model…"
                  : `Finding ${listNames(toFind).toLowerCase()}…`}
            </span>
            <Progress className="flex-1" value={Math.round(finder.progress.fraction * 100)} aria-label="Privacy blur progress" />
            <Button variant="outline" size="sm" onClick={finder.cancel}>
              <XIcon aria-hidden /> Cancel
            </Button>
          </div>
        ) : null}

        <DialogFooter>
          {settings.blur.type ? (
            <Button
              variant="ghost"
              disabled={finding}
              onClick={() => {
                dispatch({ type: "clearBlur" });
                void import("@/lib/editor/tracking/privacy-blur").then((plan) => edit((d) => plan.clearPrivacyBlurs(d)));
                onOpenChange(false);
              }}
            >
              Remove Blur
            </Button>
          ) : null}
          <Button variant="outline" onClick={previewEffect} disabled={finding}>
            Preview Effect
          </Button>
          <Button onClick={() => void apply()} disabled={finding}>
            Apply AI Blur
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
