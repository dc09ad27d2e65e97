"use client";

import { DownloadIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Progress } from "@/components/ui/progress";
import { selectedClip } from "@/lib/editor/state";
import { toast } from "@/lib/toast";

import { useEditor } from "./editor-store";

type ExportStatus =
  | { phase: "running"; progress: number }
  | { phase: "done"; url: string; fileName: string; format: string; size: number }
  | { phase: "failed"; message: string };

/** Renders the selected clip with the current settings at the chosen resolution and frame rate, then downloads it. */
export function ExportDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { state } = useEditor();
  const [status, setStatus] = useState<ExportStatus>({ phase: "running", progress: 0 });
  const controllerRef = useRef<AbortController | null>(null);
  const downloadRef = useRef<HTMLAnchorElement>(null);
  // The job renders the editor as it was when Export was pressed.
  const [job] = useState(() => ({
    clip: selectedClip(state),
    color: state.color,
    blur: state.blur,
    resolution: state.properties.resolution,
    frameRate: state.properties.frameRate,
    title: state.title,
  }));
  const [width, height] = job.resolution.split("x").map(Number);

  useEffect(() => {
    const controller = new AbortController();
    controllerRef.current = controller;
    let url: string | null = null;
    import("./export-video")
      .then(async ({ exportVideo, exportFileName }) => {
        const result = await exportVideo({
          clip: job.clip,
          color: job.color,
          blur: job.blur,
          width,
          height,
          frameRate: job.frameRate,
          signal: controller.signal,
          onProgress: (p) => setStatus({ phase: "running", progress: Math.round(p * 100) }),
        });
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(result.blob);
        setStatus({ phase: "done", url, fileName: exportFileName(job.title, job.resolution, job.frameRate), format: result.format, size: result.blob.size });
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
    };
  }, [job, width, height]);

  // Start the download once the file is ready.
  useEffect(() => {
    if (status.phase === "done") downloadRef.current?.click();
  }, [status.phase]);

  function cancel() {
    controllerRef.current?.abort();
    toast({ title: "Export canceled" });
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : status.phase === "running" ? cancel() : onOpenChange(false))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Export Video</DialogTitle>
          <DialogDescription>
            {job.clip.name} · {job.resolution} · {job.frameRate} fps · WebM (VP8/VP9 video, Opus audio)
          </DialogDescription>
        </DialogHeader>
        {status.phase === "running" ? (
          <div className="grid gap-2">
            <Progress value={status.progress} aria-label="Export progress" />
            <p className="text-sm text-muted-foreground" aria-live="polite">
              Rendering… {status.progress}%
            </p>
          </div>
        ) : status.phase === "done" ? (
          <div className="grid gap-2 text-sm">
            <p aria-live="polite">
              Your video is ready: {status.format}, {(status.size / 1024 / 1024).toFixed(1)} MB.
            </p>
            <Button asChild>
              <a ref={downloadRef} href={status.url} download={status.fileName}>
                <DownloadIcon aria-hidden /> Download {status.fileName}
              </a>
            </Button>
          </div>
        ) : (
          <p className="text-sm text-destructive" role="alert">
            {status.message}
          </p>
        )}
        <DialogFooter>
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
