"use client";

import { lazyComponent } from "@/components/ui/lazy-component";

/** The Voice Lab: rendered on the server with the page, its script loaded as its own chunk (keeps the first load small). */
export const VoiceLabLoader = lazyComponent(() => import("./voice-lab").then((m) => m.VoiceLab), {
  loading: () => <p className="text-sm text-muted-foreground">Loading the Voice Lab...</p>,
});
