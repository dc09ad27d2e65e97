"use client";

import { DownloadIcon, RotateCcwIcon } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";

import { QuotaNotice } from "@/components/subscription/quota-notice";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { selectClass } from "@/components/ui/input";
import { Progress } from "@/components/ui/progress";
import { setLoudnessTarget } from "@/lib/editor/edits/audio-edits";
import { docDuration, emptySlots, type LoudnessTarget, loudnessTargets, outputSize } from "@/lib/editor/model/document";
import { docHasEffects } from "@/lib/editor/effects/effect-hook";
import { platformPresets, presetOf } from "@/lib/editor/model/presets";
import { describeChoice, type ExportFormat, exportFileName, formatEta, formatLabel, type Progress as ExportProgress } from "@/lib/editor/export/plan";
import { finishExport, requestExportTicket } from "@/lib/entitlements/export-quota";
import { toast } from "@/lib/toast";

import { useEditor } from "./editor-store";

/** What the Export dialog says when premium effects make the file carry the watermark. */
function watermarkNotice(names: readonly string[]): string {
  return `${names.join(", ")} ${names.length === 1 ? "is a premium effect" : "are premium effects"}: on your plan this video carries the MSX Studio watermark. Upgrade to Pro to export without it.`;
}

type ExportStatus =
  | { phase: "running"; progress: ExportProgress }
  | { phase: "done"; url: string; fileName: string; label: string; size: number; notices: string[]; loudness: { before: number; after: number } | null }
  | { phase: "failed"; message: string; quota?: boolean };

type Mp4Support = { state: "checking" } | { state: "offered"; notice: string | null } | { state: "unavailable"; reason: string };
/** What this browser answered about MP4, for the output size and frame rate it was asked about (`key`). */
type Mp4Answer = { key: string; support: Mp4Support };

const formatHint: Record<ExportFormat, string> = {
  webm: "VP9 video, Opus audio",
  mp4: "H.264 video, AAC audio",
};

/** How long a finished export's stored file outlives its dialog. */
const DISPOSE_DELAY_MS = 60_000;

const targetHint: Record<LoudnessTarget, string> = { [-14]: "YouTube, TikTok, Instagram", [-16]: "podcasts, Apple", [-23]: "broadcast (EBU R128)" };
const lufs = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} LUFS` : "silent");

function clock(seconds: number): string {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** Renders the whole timeline (every track) with the project's settings, then offers the file for download. */
export function ExportDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { doc: current, edit, dispatch } = useEditor();
  // The job renders the timeline as it was when Export was pressed (with the loudness target and platform chosen here).
  const [pressed, setPressed] = useState(current);
  // The format: MP4 where this browser encodes H.264 (every phone and platform plays it, and it encodes in about half
  // the time of VP9 here), else WebM, until the creator picks one (`format` is null until then).
  const [run, setRun] = useState<{ format: ExportFormat | null; target: LoudnessTarget; attempt: number }>({
    format: null,
    target: pressed.settings.loudnessTarget ?? -14,
    attempt: 0,
  });
  const doc = useMemo(() => setLoudnessTarget(pressed, run.target), [pressed, run.target]);
  const size = useMemo(() => outputSize(doc.settings), [doc]);
  const frameRate = doc.settings.frameRate;
  const duration = docDuration(doc);
  const [status, setStatus] = useState<ExportStatus>({ phase: "running", progress: { fraction: 0, etaSeconds: null } });
  const sizeKey = `${size.width}x${size.height}@${frameRate}`;
  const [mp4Answer, setMp4Answer] = useState<Mp4Answer | null>(null);
  const mp4: Mp4Support = mp4Answer?.key === sizeKey ? mp4Answer.support : { state: "checking" };
  const format: ExportFormat | null = run.format ?? (mp4.state === "checking" ? null : mp4.state === "offered" ? "mp4" : "webm");
  // Premium effects in an export the plan does not include them in: their names (the file carries the watermark).
  const [watermarked, setWatermarked] = useState<string[]>([]);
  const controllerRef = useRef<AbortController | null>(null);
  const downloadRef = useRef<HTMLAnchorElement>(null);

  // MP4 is offered only where this browser can encode H.264 (asked at run time).
  useEffect(() => {
    let cancelled = false;
    Promise.all([import("@/lib/editor/export/export-timeline"), import("@/lib/editor/export/plan")])
      .then(async ([{ detectCapabilities }, { chooseCodecs, mp4Availability }]) => {
        const caps = await detectCapabilities(size, frameRate);
        if (cancelled) return;
        const availability = mp4Availability(caps);
        const support: Mp4Support = availability.offered
          ? { state: "offered", notice: chooseCodecs("mp4", caps).notice }
          : { state: "unavailable", reason: availability.reason };
        setMp4Answer({ key: sizeKey, support });
      })
      .catch(() => !cancelled && setMp4Answer({ key: sizeKey, support: { state: "unavailable", reason: "This browser's encoders could not be checked." } }));
    return () => {
      cancelled = true;
    };
  }, [size, frameRate, sizeKey]);

  useEffect(() => {
    // The default format waits for the answer about MP4.
    if (!format) return;
    const controller = new AbortController();
    controllerRef.current = controller;
    let url: string | null = null;
    let dispose: (() => Promise<void>) | null = null;
    const refuse = (message: string) => {
      setStatus({ phase: "failed", message, quota: true });
      toast({ title: "Export limit reached", description: message, variant: "destructive" });
    };
    import("@/lib/editor/export/export-timeline")
      .then(async ({ exportTimeline }) => {
        // The export ticket: the server counts the export (or refuses it) before anything is rendered.
        const asked = await requestExportTicket();
        if (controller.signal.aborted) return;
        if (!asked.ok) return asked.quota ? refuse(asked.message) : setStatus({ phase: "failed", message: asked.message });
        // Premium effects without a plan that includes them: previewed and exported, with the studio's watermark.
        const premium = docHasEffects(doc) ? await import("@/lib/editor/effects/definitions").then((m) => m.premiumEffectNames(doc)) : [];
        const watermark = premium.length > 0 && !asked.ticket.premiumEffects;
        if (controller.signal.aborted) return;
        setWatermarked(watermark ? premium : []);
        const resolveUrl = (asset: { url: string | null }) => asset.url;
        // Ducking needs to know where the voices speak: found on the device (Silero VAD), only when something ducks.
        const speech = doc.tracks.some((t) => t.items.some((i) => "duck" in i && i.duck))
          ? await import("@/lib/editor/audio/find-speech").then((m) => m.findSpeech(doc, resolveUrl))
          : undefined;
        if (controller.signal.aborted) return;
        const result = await exportTimeline(doc, {
          format,
          resolveUrl,
          speech,
          watermark,
          signal: controller.signal,
          onProgress: (progress) => !controller.signal.aborted && setStatus({ phase: "running", progress }),
        });
        if (controller.signal.aborted) {
          void result.dispose();
          return;
        }
        dispose = result.dispose;
        const refusedAtEnd = await finishExport(asked.ticket);
        if (controller.signal.aborted) return;
        if (refusedAtEnd) return refuse(refusedAtEnd);
        url = URL.createObjectURL(result.file);
        setStatus({
          phase: "done",
          url,
          fileName: exportFileName(doc.settings.title, size, frameRate, format),
          label: describeChoice(result.choice),
          size: result.file.size,
          notices: result.notices,
          loudness: result.loudness ? { before: result.loudness.before, after: result.loudness.after } : null,
        });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error ? error.message : "The video could not be exported.";
        setStatus({ phase: "failed", message });
        toast({ title: "Export failed", description: message, variant: "destructive" });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
      // The stored file goes a while later, so that a download started from the link can finish reading it.
      const release = dispose;
      if (release) setTimeout(() => void release(), DISPOSE_DELAY_MS);
    };
  }, [doc, run, format, size, frameRate]);

  // Start the download once the file is ready.
  useEffect(() => {
    if (status.phase === "done") downloadRef.current?.click();
  }, [status]);

  function cancel() {
    controllerRef.current?.abort();
    toast({ title: "Export canceled" });
    onOpenChange(false);
  }

  /** Starts the export again, in the format chosen (null: the dialog's own choice). */
  function restart(chosen: ExportFormat | null) {
    setStatus({ phase: "running", progress: { fraction: 0, etaSeconds: null } });
    setRun((r) => ({ ...r, format: chosen, attempt: r.attempt + 1 }));
  }

  function chooseTarget(target: LoudnessTarget) {
    if (target === run.target) return;
    // Kept in the project (one undo step) so the next export uses it too.
    edit((d) => setLoudnessTarget(d, target));
    setStatus({ phase: "running", progress: { fraction: 0, etaSeconds: null } });
    setRun((r) => ({ ...r, target, attempt: r.attempt + 1 }));
  }

  function choosePreset(id: string) {
    const preset = platformPresets.find((p) => p.id === id);
    if (!preset) return;
    // Kept in the project, so the preview and the next export use the same frame.
    dispatch({ type: "applyPreset", preset });
    const { aspectRatio, resolution, frameRate, bitrate } = preset;
    setPressed((d) => ({ ...d, settings: { ...d.settings, aspectRatio, resolution, frameRate, bitrate } }));
    setStatus({ phase: "running", progress: { fraction: 0, etaSeconds: null } });
    setRun((r) => ({ ...r, attempt: r.attempt + 1 }));
  }

  function chooseFormat(chosen: ExportFormat) {
    if (chosen !== format) restart(chosen);
  }

  const percent = status.phase === "running" ? Math.round(status.progress.fraction * 100) : 100;
  const unfilled = emptySlots(doc).length;

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : status.phase === "running" ? cancel() : onOpenChange(false))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Export Video</DialogTitle>
          <DialogDescription>
            {doc.settings.title} · {clock(duration)} · {size.width}x{size.height} · {frameRate} fps ·{" "}
            {format ? `${formatLabel[format]} (${formatHint[format]})` : "choosing the format…"}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-1 text-sm">
          <label htmlFor="export-platform" className="font-medium">
            Platform
          </label>
          <select id="export-platform" className={selectClass} value={presetOf(doc.settings)?.id ?? ""} onChange={(e) => choosePreset(e.target.value)}>
            <option value="" disabled>
              Custom ({size.width}x{size.height})
            </option>
            {platformPresets.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label} ({p.size.width}x{p.size.height})
              </option>
            ))}
          </select>
        </div>
        <fieldset className="grid gap-1 text-sm">
          <legend className="mb-1 font-medium">Format</legend>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="export-format"
              value="mp4"
              checked={format === "mp4"}
              disabled={mp4.state !== "offered"}
              onChange={() => chooseFormat("mp4")}
            />
            MP4 (H.264 video) — phones, Instagram, TikTok, YouTube
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="export-format" value="webm" checked={format === "webm"} onChange={() => chooseFormat("webm")} />
            WebM (VP9 video, Opus audio) — browsers and the web
          </label>
          <p className="text-xs text-muted-foreground" data-testid="mp4-support">
            {mp4.state === "checking"
              ? "Checking MP4 support…"
              : mp4.state === "unavailable"
                ? `MP4 is not offered: ${mp4.reason}`
                : (mp4.notice ?? "MP4 uses H.264 video and AAC audio.")}
          </p>
        </fieldset>
        <fieldset className="grid gap-1 text-sm">
          <legend className="mb-1 font-medium">Loudness</legend>
          {loudnessTargets.map((target) => (
            <label key={target} className="flex items-center gap-2">
              <input type="radio" name="export-loudness" value={target} checked={run.target === target} onChange={() => chooseTarget(target)} />
              {target} LUFS — {targetHint[target]}
            </label>
          ))}
        </fieldset>
        {unfilled > 0 ? (
          <p className="rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm" role="note" data-testid="export-empty-slots">
            {unfilled === 1 ? "1 template slot is still empty" : `${unfilled} template slots are still empty`}: {unfilled === 1 ? "it exports" : "they export"} as
            {unfilled === 1 ? " its" : " their"} tinted stand-in card. Drop a clip or picture on {unfilled === 1 ? "it" : "each"} in the timeline to fill{" "}
            {unfilled === 1 ? "it" : "them"}.
          </p>
        ) : null}
        {watermarked.length > 0 && !(status.phase === "failed" && status.quota) ? <QuotaNotice message={watermarkNotice(watermarked)} /> : null}
        {status.phase === "running" ? (
          <div className="grid gap-2">
            <Progress value={percent} aria-label="Export progress" steady />
            <p className="text-sm text-muted-foreground" aria-live="polite">
              Rendering… {percent}% · {formatEta(status.progress.etaSeconds)}
            </p>
          </div>
        ) : status.phase === "done" ? (
          <div className="grid gap-2 text-sm">
            <p aria-live="polite">
              Your video is ready: {status.label}, {(status.size / 1024 / 1024).toFixed(1)} MB.
            </p>
            {status.loudness && (
              <p data-testid="export-loudness">
                Loudness: {lufs(status.loudness.before)} measured, {lufs(status.loudness.after)} in the file (target {run.target} LUFS, peaks
                limited to -1 dBTP).
              </p>
            )}
            {status.notices.map((notice) => (
              <p key={notice} className="text-xs text-muted-foreground" role="note">
                {notice}
              </p>
            ))}
            <Button asChild className="h-auto min-h-9 whitespace-normal [overflow-wrap:anywhere]">
              <a ref={downloadRef} href={status.url} download={status.fileName} data-testid="export-download">
                <DownloadIcon aria-hidden /> Download {status.fileName}
              </a>
            </Button>
          </div>
        ) : status.quota ? (
          <QuotaNotice message={status.message} />
        ) : (
          <p className="text-sm text-destructive" role="alert">
            {status.message}
          </p>
        )}
        <DialogFooter>
          {status.phase === "failed" && !status.quota && (
            <Button onClick={() => restart(run.format)}>
              <RotateCcwIcon aria-hidden /> Retry
            </Button>
          )}
          {status.phase === "running" ? (
            <Button variant="outline" onClick={cancel}>
              Cancel
            </Button>
          ) : (
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Close
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
