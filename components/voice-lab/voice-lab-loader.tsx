"use client";

import dynamic from "next/dynamic";

/** The Voice Lab loads as its own chunk, keeping the route's first load small. */
export const VoiceLabLoader = dynamic(() => import("./voice-lab").then((m) => m.VoiceLab), {
  loading: () => <p className="text-sm text-muted-foreground">Loading the Voice Lab...</p>,
});
