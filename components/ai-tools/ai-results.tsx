"use client";

import { Download } from "lucide-react";

import type { AvatarResponse } from "@/lib/contracts/ai";
import type { CaptionsResponse } from "@/lib/contracts/ai";
import type { RemoveBackgroundResponse } from "@/lib/contracts/ai";
import type { VoiceCloneResponse } from "@/lib/contracts/ai";
import { useAuth } from "@/components/shell/auth-provider";
import { Button } from "@/components/ui/button";
import { fileSlug } from "@/lib/ai/tools";
import { cueTimeLabel } from "@/lib/caption-cues";
import { toast } from "@/lib/toast";

/** The result viewers of the AI Tools panel, loaded on demand. */

function DownloadLink({ href, fileName, children }: { href: string; fileName: string; children: React.ReactNode }) {
  return (
    <Button variant="outline" size="sm" asChild>
      <a href={href} download={fileName}>
        <Download aria-hidden />
        {children}
      </a>
    </Button>
  );
}

const textDataUrl = (mime: string, text: string) => `data:${mime};charset=utf-8,${encodeURIComponent(text)}`;

export function CaptionsResult({ result, addedToPreview }: { result: CaptionsResponse; addedToPreview: boolean }) {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-muted/30 p-3" role="region" aria-label="Generated captions">
      <p className="text-sm font-medium">
        {result.cues.length} {result.cues.length === 1 ? "cue" : "cues"}
        {addedToPreview ? <span className="font-normal text-muted-foreground"> · added to the preview as a captions track</span> : null}
      </p>
      <ol className="flex max-h-64 flex-col gap-2 overflow-y-auto pr-1 text-sm" aria-label="Caption cues">
        {result.cues.map((cue, i) => (
          <li key={i} className="grid grid-cols-[auto_1fr] gap-3">
            <span className="text-xs text-muted-foreground tabular-nums">
              {cueTimeLabel(cue.start)} – {cueTimeLabel(cue.end)}
            </span>
            <span className="whitespace-pre-line">{cue.text}</span>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <DownloadLink href={textDataUrl("text/vtt", result.vtt)} fileName="captions.vtt">
          Download .vtt
        </DownloadLink>
        <DownloadLink href={textDataUrl("application/x-subrip", result.srt)} fileName="captions.srt">
          Download .srt
        </DownloadLink>
      </div>
    </div>
  );
}

export function VoiceResult({ result }: { result: VoiceCloneResponse }) {
  const src = `data:${result.mimeType};base64,${result.audioBase64}`;
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-muted/30 p-3" role="region" aria-label="Generated speech">
      <p className="text-sm" data-testid="voice-note">
        {result.cloned
          ? `Spoken in your cloned voice (${result.provider}).`
          : `Not a clone: the built-in voice “${result.voice}” (${result.provider === "flite" ? "CMU Flite" : result.provider}) speaks your text. This engine cannot copy a voice.`}
      </p>
      <audio controls src={src} className="w-full" aria-label="Generated speech audio" preload="metadata" />
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-xs text-muted-foreground">{result.durationSeconds.toFixed(1)} s · WAV</span>
        <DownloadLink href={src} fileName="voice.wav">
          Download WAV
        </DownloadLink>
      </div>
    </div>
  );
}

const checkerboard =
  "bg-[conic-gradient(#52525b_25%,#27272a_0_50%,#52525b_0_75%,#27272a_0)] bg-[length:16px_16px]";

export function BackgroundResult({ result }: { result: RemoveBackgroundResponse }) {
  const cutOut = `data:${result.mimeType};base64,${result.imageBase64}`;
  const engine =
    result.engine === "flood-fill"
      ? "Embedded cut-out (works on plain and gradient backdrops; no person was found)"
      : result.engine === "selfie-segmentation"
        ? "Person cut out by the embedded MediaPipe selfie segmentation model"
        : `Cut out by ${result.engine}`;
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-muted/30 p-3" role="region" aria-label="Background removal result">
      <div className="grid grid-cols-2 gap-3">
        <figure className="flex flex-col gap-1">
          {/* eslint-disable-next-line @next/next/no-img-element -- data URL from the server, not optimisable */}
          <img
            src={`data:${result.original.mimeType};base64,${result.original.imageBase64}`}
            alt="Original image"
            width={result.original.width}
            height={result.original.height}
            className="h-auto w-full rounded-md object-contain"
          />
          <figcaption className="text-xs text-muted-foreground">Original</figcaption>
        </figure>
        <figure className="flex flex-col gap-1">
          <div className={`rounded-md ${checkerboard}`}>
            {/* eslint-disable-next-line @next/next/no-img-element -- data URL from the server, not optimisable */}
            <img src={cutOut} alt="Image with background removed" width={result.width} height={result.height} className="h-auto w-full object-contain" />
          </div>
          <figcaption className="text-xs text-muted-foreground">Background removed</figcaption>
        </figure>
      </div>
      <p className="text-xs text-muted-foreground">{engine}.</p>
      <div>
        <DownloadLink href={cutOut} fileName="cut-out.png">
          Download PNG
        </DownloadLink>
      </div>
    </div>
  );
}

const extension: Record<string, string> = { "image/svg+xml": "svg", "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" };

export function AvatarResult({ result }: { result: AvatarResponse & { prompt: string } }) {
  const { user, updateUser } = useAuth();
  const isProfilePhoto = user?.profileImageUrl === result.dataUrl;
  const useAsPhoto = () => {
    updateUser({ profileImageUrl: result.dataUrl });
    toast({ title: "Profile Photo Updated", description: "Your new avatar is now your profile photo." });
  };
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-muted/30 p-3" role="region" aria-label="Generated avatar">
      <div className="flex items-start gap-3">
        {/* eslint-disable-next-line @next/next/no-img-element -- data URL from the server, not optimisable */}
        <img src={result.dataUrl} alt={`Avatar: ${result.prompt}`} width={128} height={128} className="size-32 shrink-0 rounded-xl" />
        <div className="flex min-w-0 flex-col gap-1 text-xs text-muted-foreground">
          <span className="capitalize text-foreground">{result.style} style</span>
          <span>The same description always gives the same avatar.</span>
          <span>{result.attribution}</span>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <DownloadLink href={result.dataUrl} fileName={`avatar-${fileSlug(result.prompt, "avatar")}.${extension[result.mimeType] ?? "img"}`}>
          Download
        </DownloadLink>
        <Button size="sm" variant="secondary" onClick={useAsPhoto} disabled={isProfilePhoto}>
          {isProfilePhoto ? "Your Profile Photo" : "Use as Profile Photo"}
        </Button>
      </div>
    </div>
  );
}
