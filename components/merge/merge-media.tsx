"use client";

import { BookmarkPlusIcon, CheckIcon, DownloadIcon, FileImageIcon, FileVideoIcon, ListPlusIcon, MergeIcon, Trash2Icon, UploadIcon, XIcon } from "lucide-react";
import * as React from "react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { sampleMedia } from "@/lib/sample-media";
import {
  addToQueue,
  canStartMerge,
  DURATION_PLACEHOLDER,
  MERGE_STEP_MS,
  MIN_MERGE_FILES,
  nextProgress,
  removeFromQueue,
  type UploadedFile,
} from "@/lib/media/merge-media";
import { toast } from "@/lib/toast";

import { AudioMerger } from "./audio-merger";
import { ImageCombiner } from "./image-combiner";
import { ImageToVideo } from "./image-to-video";
import { downloadUrl, readVideoDetails, toUploadedFile } from "./media-files";
import { MergeTemplates } from "./merge-templates";

const LIBRARY_KEY = "msx.mergeLibrary";

/** The merge page: generator, uploads, templates, combiner, audio merger, files, queue and result. */
export function MergeMedia() {
  const [files, setFiles] = React.useState<UploadedFile[]>([]);
  const [queue, setQueue] = React.useState<string[]>([]);
  const [progress, setProgress] = React.useState<number | null>(null);
  const [merged, setMerged] = React.useState(false);
  const [saved, setSaved] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  React.useEffect(() => () => clearInterval(timer.current), []);

  const upload = (e: React.ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(e.target.files ?? []);
    e.target.value = "";
    const added = picked.map(toUploadedFile).filter((f): f is UploadedFile => f !== null);
    if (added.length < picked.length) {
      toast({ title: "Unsupported File", description: "Only image and video files can be merged.", variant: "destructive" });
    }
    setFiles((prev) => [...prev, ...added]);
    for (const f of added.filter((x) => x.type === "video")) {
      void readVideoDetails(f.url).then((details) =>
        setFiles((prev) =>
          prev.map((x) => (x.id === f.id ? { ...x, duration: details.duration ?? x.duration, thumbnail: details.thumbnail } : x)),
        ),
      );
    }
  };

  const removeFile = (file: UploadedFile) => {
    URL.revokeObjectURL(file.url);
    setFiles((prev) => prev.filter((f) => f.id !== file.id));
    setQueue((q) => removeFromQueue(q, file.id));
  };

  const startMerge = () => {
    setMerged(false);
    setSaved(false);
    setProgress(0);
    clearInterval(timer.current);
    let value = 0;
    timer.current = setInterval(() => {
      value = nextProgress(value);
      setProgress(value);
      if (value >= 100) {
        clearInterval(timer.current);
        setMerged(true);
        setProgress(null);
        toast({ title: "Merge Complete", description: "Your files have been merged into one video." });
      }
    }, MERGE_STEP_MS);
  };

  const saveToLibrary = () => {
    try {
      const list: unknown = JSON.parse(window.localStorage.getItem(LIBRARY_KEY) ?? "[]");
      const entry = { id: crypto.randomUUID(), name: "Merged video", url: sampleMedia.clipMp4, files: queue.length, createdAt: new Date().toISOString() };
      window.localStorage.setItem(LIBRARY_KEY, JSON.stringify([...(Array.isArray(list) ? list : []), entry]));
      setSaved(true);
      toast({ title: "Saved to Library", description: "Your merged video was added to your library." });
    } catch {
      toast({ title: "Save Failed", description: "Browser storage is not available.", variant: "destructive" });
    }
  };

  const queued = queue.map((id) => files.find((f) => f.id === id)).filter((f): f is UploadedFile => !!f);
  const merging = progress !== null;

  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ImageToVideo />
        <section aria-labelledby="upload-title" className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5">
          <div>
            <h2 id="upload-title" className="flex items-center gap-2 text-lg font-semibold">
              <UploadIcon className="size-5" aria-hidden /> Upload Media
            </h2>
            <p className="text-sm text-muted-foreground">Add the images and videos you want to merge.</p>
          </div>
          <label className="flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-border p-8 text-center text-sm hover:border-primary focus-within:ring-[3px] focus-within:ring-ring/60">
            <UploadIcon className="size-8 text-muted-foreground" aria-hidden />
            <span className="font-medium">Upload Images and Videos</span>
            <span className="text-muted-foreground">Images: PNG, JPG, JPEG · Videos: MP4, MOV, AVI</span>
            <input type="file" accept="image/*,video/*" multiple className="sr-only" onChange={upload} />
          </label>

          <h3 className="font-semibold" id="files-title">Uploaded Files</h3>
          {files.length === 0 ? (
            <p className="text-sm text-muted-foreground">No files uploaded yet.</p>
          ) : (
            <ul aria-labelledby="files-title" className="flex flex-col gap-2">
              {files.map((f) => {
                const inQueue = queue.includes(f.id);
                return (
                  <li key={f.id} aria-label={f.name} className="flex items-center gap-3 rounded-lg border border-border p-2">
                    <div className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded bg-muted">
                      {f.thumbnail ? (
                        // eslint-disable-next-line @next/next/no-img-element -- local thumbnail
                        <img src={f.thumbnail} alt={`${f.name} thumbnail`} className="size-full object-cover" />
                      ) : f.type === "video" ? (
                        <FileVideoIcon className="size-6 text-muted-foreground" aria-hidden />
                      ) : (
                        <FileImageIcon className="size-6 text-muted-foreground" aria-hidden />
                      )}
                    </div>
                    <div className="min-w-0 flex-1 text-sm">
                      <p className="truncate font-medium">{f.name}</p>
                      <p className="text-muted-foreground">
                        {f.type === "video" ? "Video" : "Image"} · {f.size} MB
                        {f.type === "video" ? <> · <span data-testid="duration">{f.duration ?? DURATION_PLACEHOLDER}</span></> : null}
                      </p>
                    </div>
                    <Button size="sm" variant={inQueue ? "secondary" : "outline"} disabled={inQueue || merging} onClick={() => setQueue((q) => addToQueue(q, f.id))}>
                      {inQueue ? <CheckIcon aria-hidden /> : <ListPlusIcon aria-hidden />}
                      {inQueue ? "In Queue" : "Add to Queue"}
                    </Button>
                    <Button size="icon" variant="ghost" className="size-8" aria-label={`Delete ${f.name}`} disabled={merging} onClick={() => removeFile(f)}>
                      <Trash2Icon aria-hidden />
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </div>

      <section aria-labelledby="queue-title" className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="queue-title" className="mr-auto flex items-center gap-2 text-lg font-semibold">
            <MergeIcon className="size-5" aria-hidden /> Merge Queue <Badge variant="secondary">{queued.length}</Badge>
          </h2>
          {canStartMerge(queue) ? (
            <Button onClick={startMerge} disabled={merging}>
              <MergeIcon aria-hidden /> Start Merge
            </Button>
          ) : null}
        </div>
        {queued.length === 0 ? (
          <p className="text-sm text-muted-foreground">The queue is empty. Add at least {MIN_MERGE_FILES} files to merge them.</p>
        ) : (
          <ol aria-label="Queued files" className="flex flex-col gap-2">
            {queued.map((f, i) => (
              <li key={f.id} className="flex items-center justify-between gap-2 rounded-md border border-border px-3 py-2 text-sm">
                <span className="truncate">{i + 1}. {f.name}</span>
                <Button size="icon" variant="ghost" className="size-7" aria-label={`Remove ${f.name} from queue`} disabled={merging} onClick={() => setQueue((q) => removeFromQueue(q, f.id))}>
                  <XIcon aria-hidden />
                </Button>
              </li>
            ))}
          </ol>
        )}
        {queued.length === 1 ? <p className="text-sm text-muted-foreground">Add one more file to start merging.</p> : null}
        {merging ? (
          <div className="flex flex-col gap-2">
            <p className="text-sm font-medium">Merging... {progress}%</p>
            <Progress value={progress} aria-label="Merge progress" />
          </div>
        ) : null}
        {merged ? (
          <div className="flex flex-col gap-3 rounded-lg bg-muted/50 p-4">
            <h3 className="font-semibold">Merged Result</h3>
            <video controls className="aspect-video w-full max-w-2xl rounded-lg bg-black" aria-label="Merged video">
              <source src={sampleMedia.clipWebm} type="video/webm" />
              <source src={sampleMedia.clipMp4} type="video/mp4" />
              Your browser does not support the video tag.
            </video>
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => downloadUrl(sampleMedia.clipMp4, "merged-video.mp4")}>
                <DownloadIcon aria-hidden /> Download
              </Button>
              <Button variant="outline" onClick={saveToLibrary} disabled={saved}>
                {saved ? <CheckIcon aria-hidden /> : <BookmarkPlusIcon aria-hidden />} {saved ? "Saved" : "Save to Library"}
              </Button>
            </div>
          </div>
        ) : null}
      </section>

      <MergeTemplates />
      <ImageCombiner images={files.filter((f) => f.type === "image")} />
      <AudioMerger />
    </div>
  );
}
