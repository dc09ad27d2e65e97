"use client";

import { ImagePlusIcon, Loader2Icon, RefreshCwIcon, Trash2Icon, VideoIcon } from "lucide-react";
import * as React from "react";

import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { TextareaField } from "@/components/ui/textarea-field";
import { hints } from "@/lib/catalog/merge";
import { sampleMedia } from "@/lib/sample-media";
import { IMAGE_TO_VIDEO_MS } from "@/lib/media/merge-media";
import { pickedImage } from "@/lib/media/picked-image";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { sleep } from "@/lib/simulated-delay";

/** Image-to-video generator: main image, prompt, hints, sound effects; 5 s, then the sample result. */
export function ImageToVideo() {
  const [image, setImage] = React.useState<{ url: string; name: string } | null>(null);
  const [prompt, setPrompt] = React.useState("");
  const [selectedHints, setSelectedHints] = React.useState<string[]>([]);
  const [soundEffects, setSoundEffects] = React.useState(true);
  const [generating, setGenerating] = React.useState(false);
  const [result, setResult] = React.useState(false);
  const inputRef = React.useRef<HTMLInputElement>(null);

  const pick = (e: React.ChangeEvent<HTMLInputElement>) => {
    const file = pickedImage(e);
    if (!file) return;
    if (image) URL.revokeObjectURL(image.url);
    setImage({ url: URL.createObjectURL(file), name: file.name });
  };

  const generate = async () => {
    setGenerating(true);
    setResult(false);
    await sleep(IMAGE_TO_VIDEO_MS);
    setGenerating(false);
    setResult(true);
    toast({ title: "Video Generated", description: "Your image has been turned into a video." });
  };

  return (
    <section aria-labelledby="i2v-title" className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5">
      <div>
        <h2 id="i2v-title" className="flex items-center gap-2 text-lg font-semibold">
          <VideoIcon className="size-5" aria-hidden /> Image to Video Generator
        </h2>
        <p className="text-sm text-muted-foreground">Bring a picture to life with AI motion.</p>
      </div>
      <input ref={inputRef} type="file" accept="image/png,image/jpeg" aria-label="Main image" className="sr-only" onChange={pick} />
      {image ? (
        <div className="flex flex-col gap-2">
          {/* eslint-disable-next-line @next/next/no-img-element -- local object URL */}
          <img src={image.url} alt="Main image" className="aspect-video w-full rounded-lg object-cover" />
          <div className="flex items-center gap-2">
            <span className="mr-auto truncate text-sm text-muted-foreground">{image.name}</span>
            <Button size="sm" variant="outline" onClick={() => inputRef.current?.click()}>
              <RefreshCwIcon aria-hidden /> Change Image
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                URL.revokeObjectURL(image.url);
                setImage(null);
                setResult(false);
              }}
            >
              <Trash2Icon aria-hidden /> Delete Image
            </Button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => inputRef.current?.click()}
          className="flex aspect-video flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-border text-sm text-muted-foreground hover:border-primary focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
        >
          <ImagePlusIcon className="size-8" aria-hidden />
          <span className="font-medium text-foreground">Upload Main Image</span>
          <span>PNG, JPG, JPEG</span>
        </button>
      )}
      <TextareaField
        id="i2v-prompt"
        label="Motion Prompt"
        rows={2}
        placeholder="Describe the motion, e.g. the camera slowly zooms in"
        value={prompt}
        onChange={(e) => setPrompt(e.target.value)}
      />
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-medium" id="hints-title">Hints</h3>
        <div role="group" aria-labelledby="hints-title" className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {hints.map((h) => {
            const on = selectedHints.includes(h.id);
            return (
              <button
                key={h.id}
                type="button"
                aria-pressed={on}
                onClick={() => setSelectedHints((prev) => (on ? prev.filter((x) => x !== h.id) : [...prev, h.id]))}
                className={cn(
                  "flex flex-col items-center gap-1 rounded-lg border p-1.5 text-xs focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none",
                  on ? "border-primary bg-primary/15" : "border-border hover:border-primary/60",
                )}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- small static thumbnail */}
                <img src={h.thumbnail} alt="" className="aspect-square w-full rounded object-cover" />
                <span className="font-medium">{h.name}</span>
                <span className="text-[10px] text-muted-foreground">{h.count}</span>
              </button>
            );
          })}
        </div>
      </div>
      <div className="flex items-center gap-3">
        <Switch id="i2v-sfx" checked={soundEffects} onCheckedChange={setSoundEffects} />
        <Label htmlFor="i2v-sfx">Sound Effects</Label>
      </div>
      <Button onClick={generate} disabled={generating || !image} className="self-start">
        {generating ? <Loader2Icon className="animate-spin" aria-hidden /> : <VideoIcon aria-hidden />}
        {generating ? "Generating Video..." : "Generate Video"}
      </Button>
      {result ? (
        <div className="flex flex-col gap-2">
          <video controls className="aspect-video w-full rounded-lg bg-black" aria-label="Generated video">
            <source src={sampleMedia.clipWebm} type="video/webm" />
            <source src={sampleMedia.clipMp4} type="video/mp4" />
            Your browser does not support the video tag.
          </video>
          <p className="text-xs text-muted-foreground">
            {soundEffects ? "With sound effects" : "Without sound effects"}
            {selectedHints.length ? ` · Hints: ${hints.filter((h) => selectedHints.includes(h.id)).map((h) => h.name).join(", ")}` : ""}
          </p>
        </div>
      ) : null}
    </section>
  );
}
