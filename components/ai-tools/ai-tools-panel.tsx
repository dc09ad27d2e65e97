"use client";

import { AudioLines, Captions, Eraser, LoaderCircle, Mic, UserRound, WandSparkles } from "lucide-react";
import { lazyComponent } from "@/components/ui/lazy-component";
import * as React from "react";

import type { AvatarResponse, CaptionsResponse, RemoveBackgroundResponse, VoiceCloneResponse } from "@/lib/contracts/ai";
import type * as AnswerSchemas from "@/lib/contracts/ai-answers";
import { QuotaNotice } from "@/components/subscription/quota-notice";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { fieldClass, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import {
  aiToolText,
  AVATAR_PROMPT_MAX,
  avatarStyles,
  CAPTIONS_TEXT_MAX,
  DEFAULT_AVATAR_STYLE,
  IMAGE_URL_MAX,
  VOICE_TEXT_MAX,
  type AiTool,
  type AvatarStyle,
} from "@/lib/ai/tools";
import { type AnswerSchema, api } from "@/lib/account-client";
import { toast } from "@/lib/toast";
import { QUOTA_EXCEEDED } from "@/lib/entitlements/messages";
import { DEMO_USER_ID } from "@/lib/account/user";
import { cn } from "@/lib/utils";

// The result viewers load when a first result arrives: they stay out of the page's first load.
const loading = () => <p className="text-sm text-muted-foreground">Loading result…</p>;
/**
 * The answers' checks (zod/mini), loaded with a tool's first run: the panel is drawn with the editor and the AI Tools
 * page, and building the schemas (and zod itself) was a long task of every load of both.
 */
const answerSchemas = () => import("@/lib/contracts/ai-answers");

const CaptionsResult = lazyComponent(() => import("./ai-results").then((m) => m.CaptionsResult), { ssr: false, loading });
const VoiceResult = lazyComponent(() => import("./ai-results").then((m) => m.VoiceResult), { ssr: false, loading });
const BackgroundResult = lazyComponent(() => import("./ai-results").then((m) => m.BackgroundResult), { ssr: false, loading });
const AvatarResult = lazyComponent(() => import("./ai-results").then((m) => m.AvatarResult), { ssr: false, loading });

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * The editor's AI Tools panel: four quick buttons and four tool cards. One tool runs at a time
 * (its button spins, all four are disabled); each answer is shown with its downloads.
 */
export function AiToolsPanel({
  onAutoEdit,
  onCaptions,
  onTranscribeTimeline,
  transcribing = false,
}: {
  onAutoEdit?: () => void;
  onCaptions?: (vtt: string) => void;
  /** The editor's on-device transcription of everything heard on the timeline (its progress and Cancel are on the timeline). */
  onTranscribeTimeline?: () => void;
  transcribing?: boolean;
}) {
  const ids = React.useId();
  const [active, setActive] = React.useState<AiTool | null>(null);
  const [captionsText, setCaptionsText] = React.useState("");
  const [voiceText, setVoiceText] = React.useState("");
  const [imageUrl, setImageUrl] = React.useState("");
  const [prompt, setPrompt] = React.useState("");
  const [style, setStyle] = React.useState<AvatarStyle>(DEFAULT_AVATAR_STYLE);
  const [captions, setCaptions] = React.useState<CaptionsResponse | null>(null);
  const [voice, setVoice] = React.useState<VoiceCloneResponse | null>(null);
  const [background, setBackground] = React.useState<RemoveBackgroundResponse | null>(null);
  const [avatar, setAvatar] = React.useState<(AvatarResponse & { prompt: string }) | null>(null);
  /** The plan's limit, when the server refused a generation for it. */
  const [quota, setQuota] = React.useState<string | null>(null);

  const fieldId = (tool: AiTool) => `${ids}-${tool}`;
  const field = (tool: AiTool) => document.getElementById(fieldId(tool)) as Field | null;

  const bringIntoView = (tool: AiTool) => {
    const el = field(tool);
    el?.scrollIntoView({ behavior: "smooth", block: "center" });
    el?.focus({ preventScroll: true });
  };

  async function run<T extends object>(
    tool: AiTool,
    value: string,
    body: Record<string, unknown>,
    schemaOf: (schemas: typeof AnswerSchemas) => AnswerSchema<T>,
    done: (result: T) => void,
  ) {
    if (active) return;
    const text = aiToolText[tool];
    const failed = () => toast({ title: "Error", description: text.failure, variant: "destructive" });
    if (!value.trim()) {
      toast({ title: "Error", description: text.empty, variant: "destructive" });
      field(tool)?.focus();
      return;
    }
    setActive(tool);
    try {
      const schemas = await answerSchemas().catch(() => null);
      if (!schemas) return failed();
      // An answer of another shape than the contract's is an error like any other: the tool's message, no crash.
      const result = await api("POST", text.path, { userId: DEMO_USER_ID, ...body }, schemaOf(schemas));
      if (!result.ok) {
        if (result.code === QUOTA_EXCEEDED) {
          setQuota(result.message);
          toast({ title: "AI generation limit reached", description: result.message, variant: "destructive" });
          return;
        }
        console.error(`${text.failure}:`, `${result.status}: ${result.message}`);
        return failed();
      }
      done(result);
      toast({ title: text.successTitle, description: text.successDescription });
    } finally {
      setActive(null);
    }
  }

  const generateCaptions = () =>
    run("captions", captionsText, { audioText: captionsText.trim() }, (m) => m.captionsResponseSchema, (result) => {
      setCaptions(result);
      onCaptions?.(result.vtt);
    });
  const cloneVoice = () => run<VoiceCloneResponse>("voice", voiceText, { textContent: voiceText.trim() }, (m) => m.voiceCloneResponseSchema, setVoice);
  const removeBackground = () =>
    run<RemoveBackgroundResponse>("background", imageUrl, { imageUrl: imageUrl.trim() }, (m) => m.removeBackgroundResponseSchema, setBackground);
  const generateAvatar = () => {
    const sent = prompt.trim();
    return run("avatar", prompt, { prompt: sent, style }, (m) => m.avatarResponseSchema, (result) => setAvatar({ ...result, prompt: sent }));
  };

  const autoEdit = () => {
    if (onAutoEdit) onAutoEdit();
    else toast({ title: "Auto Edit", description: "Open a video in the Video Editor: Auto Edit balances the colours of its preview." });
  };

  const busy = active !== null;
  const spinner = (tool: AiTool) => (active === tool ? <LoaderCircle className="animate-spin" aria-hidden /> : null);

  const quick: { label: string; icon: React.ReactNode; onClick: () => void }[] = [
    { label: "Auto Edit", icon: <WandSparkles aria-hidden />, onClick: autoEdit },
    { label: "Remove BG", icon: <Eraser aria-hidden />, onClick: () => bringIntoView("background") },
    { label: "Voice Clone", icon: <Mic aria-hidden />, onClick: () => bringIntoView("voice") },
    { label: "Auto Captions", icon: <Captions aria-hidden />, onClick: () => bringIntoView("captions") },
  ];

  return (
    <section aria-labelledby={`${ids}-title`} className="@container flex flex-col gap-4" aria-busy={busy}>
      <div>
        <h2 id={`${ids}-title`} className="text-lg font-semibold">
          AI Tools
        </h2>
        <p className="text-sm text-muted-foreground">Captions, speech, cut-outs and avatars, made on the server.</p>
      </div>

      {quota ? <QuotaNotice message={quota} /> : null}

      <div role="group" aria-label="Quick tools" className="grid grid-cols-2 gap-2 @xl:grid-cols-4">
        {quick.map((q) => (
          <Button key={q.label} variant="outline" className="h-auto flex-col gap-1 py-3" onClick={q.onClick}>
            {q.icon}
            {q.label}
          </Button>
        ))}
      </div>

      <div className="grid gap-4 @3xl:grid-cols-2">
        <ToolCard icon={<Captions aria-hidden />} title="Auto Captions" description="Turn the words of your video into timed captions.">
          <Label htmlFor={fieldId("captions")}>Caption text</Label>
          <Textarea
            id={fieldId("captions")}
            value={captionsText}
            onChange={(e) => setCaptionsText(e.target.value)}
            placeholder="Type or paste what is said in your video..."
            maxLength={CAPTIONS_TEXT_MAX}
            rows={4}
          />
          <Button onClick={generateCaptions} disabled={busy}>
            {spinner("captions")}
            Generate Captions
          </Button>
          {onTranscribeTimeline ? (
            <Button
              variant="outline"
              className="h-auto min-h-9 py-2 whitespace-normal"
              onClick={onTranscribeTimeline}
              disabled={transcribing}
              aria-describedby={`${ids}-speech-note`}
            >
              {transcribing ? <LoaderCircle className="animate-spin" aria-hidden /> : <AudioLines aria-hidden />}
              From the timeline&apos;s speech (on this device)
            </Button>
          ) : null}
          {onTranscribeTimeline ? (
            <p id={`${ids}-speech-note`} className="text-xs text-muted-foreground">
              Listens to everything heard on the timeline, without uploading it; progress and Cancel are on the timeline.
            </p>
          ) : null}
          {captions ? <CaptionsResult result={captions} addedToPreview={Boolean(onCaptions)} /> : null}
        </ToolCard>

        <ToolCard icon={<Mic aria-hidden />} title="Voice Clone" description="Hear your text spoken by an AI voice.">
          <Label htmlFor={fieldId("voice")}>Text to speak</Label>
          <Input
            id={fieldId("voice")}
            value={voiceText}
            onChange={(e) => setVoiceText(e.target.value)}
            placeholder="Enter text for the voice to say..."
            maxLength={VOICE_TEXT_MAX}
          />
          <Button onClick={cloneVoice} disabled={busy}>
            {spinner("voice")}
            Clone Voice
          </Button>
          {voice ? <VoiceResult result={voice} /> : null}
        </ToolCard>

        <ToolCard icon={<Eraser aria-hidden />} title="Background Removal" description="Cut the subject of a photo out of its backdrop.">
          <Label htmlFor={fieldId("background")}>Image URL</Label>
          <Input
            id={fieldId("background")}
            type="url"
            inputMode="url"
            value={imageUrl}
            onChange={(e) => setImageUrl(e.target.value)}
            placeholder="https://example.com/photo.jpg"
            maxLength={IMAGE_URL_MAX}
          />
          <Button onClick={removeBackground} disabled={busy}>
            {spinner("background")}
            Remove Background
          </Button>
          {background ? <BackgroundResult result={background} /> : null}
        </ToolCard>

        <ToolCard icon={<UserRound aria-hidden />} title="AI Avatar" description="Describe a character and get an avatar for it.">
          <Label htmlFor={fieldId("avatar")}>Avatar description</Label>
          <Input
            id={fieldId("avatar")}
            value={prompt}
            onChange={(e) => setPrompt(e.target.value)}
            placeholder="A friendly astronaut with a red scarf..."
            maxLength={AVATAR_PROMPT_MAX}
          />
          <Label htmlFor={`${ids}-style`}>Style</Label>
          <select
            id={`${ids}-style`}
            value={style}
            onChange={(e) => setStyle(e.target.value as AvatarStyle)}
            className={cn(fieldClass, "h-9 bg-background capitalize")}
          >
            {avatarStyles.map((s) => (
              <option key={s} value={s}>
                {s.charAt(0).toUpperCase() + s.slice(1)}
              </option>
            ))}
          </select>
          <Button onClick={generateAvatar} disabled={busy}>
            {spinner("avatar")}
            Generate Avatar
          </Button>
          {avatar ? <AvatarResult result={avatar} /> : null}
        </ToolCard>
      </div>
    </section>
  );
}

function ToolCard({
  title,
  description,
  icon,
  children,
}: {
  title: string;
  description: string;
  icon: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 [&_svg]:size-4 [&_svg]:text-primary">
          {icon}
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">{children}</CardContent>
    </Card>
  );
}
