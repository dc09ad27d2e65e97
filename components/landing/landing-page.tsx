import Link from "next/link";

import { FirstScreenEnd } from "@/components/shell/first-screen-end";
import { Button } from "@/components/ui/button";
import {
  ArrowRight,
  Captions,
  Coins,
  Film,
  Mic,
  Scissors,
  Sparkles,
  WandSparkles as Wand2,
} from "@/components/ui/icons";
import { siteConfig } from "@/lib/config";

const features = [
  { icon: Film, title: "Edit in the browser", text: "Preview, trim and colour-grade your clips, then export a finished video without installing anything." },
  { icon: Captions, title: "Auto captions", text: "Turn your script into timed captions, downloadable as WebVTT or SRT." },
  { icon: Mic, title: "Voice tools", text: "Synthesise voice-overs from text and record your own takes in the Voice Lab." },
  { icon: Scissors, title: "Background removal", text: "Cut your subject out of plain and gradient backdrops as a transparent PNG." },
  { icon: Wand2, title: "Avatars and prompts", text: "Generate avatars and compose structured prompts for text-to-video models." },
  { icon: Coins, title: `Earn ${siteConfig.tokenSymbol}`, text: `Get rewarded for creating. 1 ${siteConfig.tokenSymbol} = $1.00, convert or withdraw any time.` },
];

export function LandingPage() {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-16 px-4 py-12 sm:px-6 lg:py-20">
      <section className="flex flex-col items-start gap-6">
        <span className="inline-flex items-center gap-2 rounded-full border border-primary/40 bg-primary/10 px-3 py-1 text-sm text-primary">
          <Sparkles className="size-4" aria-hidden />
          New: 5 {siteConfig.tokenSymbol} welcome bonus
        </span>
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
          {siteConfig.name}: the AI video studio for creators
        </h1>
        <p className="max-w-2xl text-lg text-muted-foreground">{siteConfig.description}</p>
        <div className="flex flex-wrap gap-3">
          <Button size="lg" asChild>
            <Link href="/editor">
              Open the editor
              <ArrowRight aria-hidden />
            </Link>
          </Button>
          <Button size="lg" variant="secondary" asChild>
            <Link href="/dashboard">Go to dashboard</Link>
          </Button>
          <Button size="lg" variant="outline" asChild>
            <Link href="/signup">Create a free account</Link>
          </Button>
        </div>
      </section>
      <FirstScreenEnd />
      <section aria-labelledby="features-heading" className="flex flex-col gap-6">
        <h2 id="features-heading" className="text-2xl font-semibold">
          Everything a creator needs, in one studio
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-border bg-card p-5">
              <Icon className="size-6 text-primary" aria-hidden />
              <h3 className="mt-3 font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
