"use client";

import dynamic from "next/dynamic";

/** The Voice Lab loads as its own chunk after the page (its controls only work once loaded), keeping the first load small. */
export const VoiceLabLoader = dynamic(() => import("./voice-lab").then((m) => m.VoiceLab), {
  ssr: false,
  loading: () => <p className="text-sm text-muted-foreground">Loading the Voice Lab...</p>,
});
