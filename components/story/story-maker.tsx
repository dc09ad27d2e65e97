"use client";

import { FilmIcon, ImageIcon, Loader2Icon, SaveIcon, Share2Icon, UploadIcon, WandSparklesIcon } from "lucide-react";
import * as React from "react";

import { Button } from "@/components/ui/button";
import { fieldClass } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { TextareaField } from "@/components/ui/textarea-field";
import { storyTemplates, storyTools, videoDurations, videoMotions, videoStyles } from "@/lib/catalog/story";
import { sampleMedia } from "@/lib/sample-media";
import {
  IMAGE_GENERATION_MS,
  readSavedStory,
  saveStory,
  STORY_STORAGE_KEY,
  VIDEO_GENERATION_MS,
  type SavedStory,
  type StoryAsset,
} from "@/lib/ai/story";
import { pickedImage } from "@/lib/media/picked-image";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { sleep } from "@/lib/simulated-delay";

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const selectClass = cn(fieldClass, "h-9 bg-background");

function initialStory(): SavedStory {
  return (
    readSavedStory(window.localStorage) ?? {
      tool: storyTools[0].id,
      imagePrompt: "",
      videoPrompt: "",
      duration: "5",
      style: "cinematic",
      motion: "smooth",
      imageUrl: null,
      videoUrl: null,
      assets: [],
      savedAt: "",
    }
  );
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** The Story Maker workspace (client only: it restores the saved story from browser storage). */
export function StoryMaker() {
  const [story, setStory] = React.useState<SavedStory>(initialStory);
  const [busy, setBusy] = React.useState<"image" | "video" | null>(null);
  const set = (fields: Partial<SavedStory>) => setStory((s) => ({ ...s, ...fields }));
  const addAsset = (asset: Omit<StoryAsset, "id">) =>
    setStory((s) => ({ ...s, assets: [...s.assets, { ...asset, id: crypto.randomUUID() }] }));
  const imageCount = story.assets.filter((a) => a.kind === "image" && a.source === "generated").length;
  const videoCount = story.assets.filter((a) => a.kind === "video").length;

  const generateImage = async () => {
    setBusy("image");
    await sleep(IMAGE_GENERATION_MS);
    set({ imageUrl: sampleMedia.image });
    addAsset({ kind: "image", source: "generated", name: `Generated image ${imageCount + 1}`, url: sampleMedia.image });
    setBusy(null);
  };

  const animate = async () => {
    setBusy("video");
    await sleep(VIDEO_GENERATION_MS);
    set({ videoUrl: sampleMedia.clipMp4 });
    addAsset({ kind: "video", source: "generated", name: `Animated clip ${videoCount + 1}`, url: sampleMedia.clipMp4 });
    setBusy(null);
  };

  const upload = async (e: React.ChangeEvent<HTMLInputElement>) => {
    const file = pickedImage(e);
    if (!file) return;
    const url = await readAsDataUrl(file);
    set({ imageUrl: url });
    addAsset({ kind: "image", source: "uploaded", name: file.name, url });
  };

  const save = () => {
    const ok = saveStory(window.localStorage, { ...story, savedAt: new Date().toISOString() });
    if (ok) {
      toast({ title: "Story Saved", description: "Your prompts, settings and assets are saved in this browser." });
    } else {
      // Uploaded images can be too large for browser storage: keep everything else.
      const slim = { ...story, assets: story.assets.filter((a) => a.source !== "uploaded"), savedAt: new Date().toISOString() };
      if (slim.imageUrl?.startsWith("data:")) slim.imageUrl = null;
      const retry = saveStory(window.localStorage, slim);
      toast(
        retry
          ? { title: "Story Saved", description: "Uploaded images were too large to keep; everything else is saved." }
          : { title: "Save Failed", description: "Browser storage is full.", variant: "destructive" },
      );
    }
  };

  const share = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast({ title: "Link Copied", description: "The link to the Story Maker is on your clipboard." });
    } catch {
      toast({ title: "Copy Failed", description: `Copy this link: ${window.location.href}`, variant: "destructive" });
    }
  };

  const newStory = () => {
    window.localStorage.removeItem(STORY_STORAGE_KEY);
    setStory({ ...initialStory() });
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" onClick={save}>
          <SaveIcon aria-hidden /> Save
        </Button>
        <Button variant="outline" onClick={share}>
          <Share2Icon aria-hidden /> Share
        </Button>
        {story.savedAt ? (
          <Button variant="ghost" onClick={newStory}>
            New Story
          </Button>
        ) : null}
      </div>

      <section aria-labelledby="tools-title" className="flex flex-col gap-3">
        <h2 id="tools-title" className="text-lg font-semibold">Tools</h2>
        <div role="group" aria-labelledby="tools-title" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {storyTools.map((t) => (
            <Button
              key={t.id}
              variant={story.tool === t.id ? "default" : "outline"}
              aria-pressed={story.tool === t.id}
              onClick={() => set({ tool: t.id })}
            >
              {t.name}
            </Button>
          ))}
        </div>
      </section>

      <section aria-labelledby="templates-title" className="flex flex-col gap-3">
        <h2 id="templates-title" className="text-lg font-semibold">Quick Start Templates</h2>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {storyTemplates.map((t) => (
            <button
              key={t.id}
              type="button"
              onClick={() => set({ imagePrompt: t.imagePrompt, videoPrompt: t.videoPrompt })}
              className="flex flex-col items-start gap-1 rounded-xl border border-border bg-card p-4 text-left transition-colors hover:border-primary focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
            >
              <span className="text-2xl" aria-hidden>{t.emoji}</span>
              <span className="font-semibold">{t.name}</span>
              <span className="line-clamp-2 text-xs text-muted-foreground">{t.imagePrompt}</span>
            </button>
          ))}
        </div>
      </section>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <section aria-labelledby="image-title" className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5">
          <h2 id="image-title" className="flex items-center gap-2 font-semibold">
            <ImageIcon className="size-4" aria-hidden /> Image
          </h2>
          <TextareaField
            id="image-prompt"
            label="Image Prompt"
            rows={4}
            placeholder="Describe the image you want to create..."
            value={story.imagePrompt}
            onChange={(e) => set({ imagePrompt: e.target.value })}
          />
          <div className="flex flex-wrap gap-2">
            <Button onClick={generateImage} disabled={busy !== null || !story.imagePrompt.trim()}>
              {busy === "image" ? <Loader2Icon className="animate-spin" aria-hidden /> : <WandSparklesIcon aria-hidden />}
              {busy === "image" ? "Generating..." : "Generate Image"}
            </Button>
            <label
              className={cn(
                "inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border border-border px-4 text-sm font-medium hover:bg-accent focus-within:ring-[3px] focus-within:ring-ring/60",
                busy && "pointer-events-none opacity-50",
              )}
            >
              <UploadIcon className="size-4" aria-hidden /> Upload Image
              <input type="file" accept="image/png,image/jpeg,image/*" className="sr-only" disabled={busy !== null} onChange={upload} />
            </label>
          </div>
          <div
            className="flex aspect-video items-center justify-center overflow-hidden rounded-lg border border-dashed border-border bg-muted/40"
            aria-label="Image preview"
            role="figure"
          >
            {busy === "image" ? (
              <p className="flex items-center gap-2 text-sm text-muted-foreground">
                <Loader2Icon className="size-4 animate-spin" aria-hidden /> Creating your image...
              </p>
            ) : story.imageUrl ? (
              // eslint-disable-next-line @next/next/no-img-element -- generated or uploaded (data URL) images
              <img src={story.imageUrl} alt="Generated or uploaded story image" className="size-full object-cover" />
            ) : (
              <p className="text-sm text-muted-foreground">Your image will appear here</p>
            )}
          </div>
        </section>

        <section aria-labelledby="video-title" className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5">
          <h2 id="video-title" className="flex items-center gap-2 font-semibold">
            <FilmIcon className="size-4" aria-hidden /> Video Animation
          </h2>
          <TextareaField
            id="video-prompt"
            label="Video Animation Prompt"
            rows={4}
            placeholder="Describe how the image should move..."
            value={story.videoPrompt}
            onChange={(e) => set({ videoPrompt: e.target.value })}
          />
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <div className="flex flex-col gap-2">
              <Label htmlFor="video-duration">Duration</Label>
              <select id="video-duration" className={selectClass} value={story.duration} onChange={(e) => set({ duration: e.target.value })}>
                {videoDurations.map((d) => (
                  <option key={d} value={d}>{d} seconds</option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="video-style">Style</Label>
              <select id="video-style" className={selectClass} value={story.style} onChange={(e) => set({ style: e.target.value })}>
                {videoStyles.map((s) => (
                  <option key={s} value={s}>{capitalize(s)}</option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="video-motion">Motion</Label>
              <select id="video-motion" className={selectClass} value={story.motion} onChange={(e) => set({ motion: e.target.value })}>
                {videoMotions.map((m) => (
                  <option key={m} value={m}>{capitalize(m)}</option>
                ))}
              </select>
            </div>
          </div>
          <Button onClick={animate} disabled={busy !== null || !story.imageUrl} className="self-start">
            {busy === "video" ? <Loader2Icon className="animate-spin" aria-hidden /> : <FilmIcon aria-hidden />}
            {busy === "video" ? "Animating..." : "Animate"}
          </Button>
          {!story.imageUrl ? <p className="text-xs text-muted-foreground">Generate or upload an image first.</p> : null}
          <div
            className="flex aspect-video items-center justify-center overflow-hidden rounded-lg border border-dashed border-border bg-muted/40"
            aria-label="Video preview"
            role="figure"
          >
            {busy === "video" ? (
              <p className="flex items-center gap-2 text-sm text-muted-foreground">
                <Loader2Icon className="size-4 animate-spin" aria-hidden /> Animating your image...
              </p>
            ) : story.videoUrl ? (
              <video key={story.videoUrl} controls className="size-full" aria-label="Animated story video">
                <source src={sampleMedia.clipWebm} type="video/webm" />
                <source src={story.videoUrl} type="video/mp4" />
                Your browser does not support the video tag.
              </video>
            ) : (
              <p className="text-sm text-muted-foreground">Your video will appear here</p>
            )}
          </div>
        </section>
      </div>

      <section aria-labelledby="assets-title" className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5">
        <h2 id="assets-title" className="font-semibold">Asset Library</h2>
        {story.assets.length === 0 ? (
          <p className="text-sm text-muted-foreground">No assets yet. Generated and uploaded images and videos appear here.</p>
        ) : (
          <ul aria-label="Assets" className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
            {story.assets.map((a) => (
              <li key={a.id} className="flex flex-col gap-1 text-xs">
                <div className="aspect-video overflow-hidden rounded-md bg-muted">
                  {a.kind === "image" ? (
                    // eslint-disable-next-line @next/next/no-img-element -- user assets
                    <img src={a.url} alt="" className="size-full object-cover" />
                  ) : (
                    <video src={a.url} muted preload="metadata" className="size-full object-cover" aria-hidden />
                  )}
                </div>
                <span className="truncate font-medium">{a.name}</span>
                <span className="text-muted-foreground">
                  {a.kind === "image" ? "Image" : "Video"} · {a.source === "uploaded" ? "Uploaded" : "Generated"}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
