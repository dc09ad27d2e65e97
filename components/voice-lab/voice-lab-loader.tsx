"use client";

import dynamic from "next/dynamic";

/** The Voice Lab: rendered on the server with the page, its script loaded as its own chunk (keeps the first load small). */
export const VoiceLabLoader = dynamic(() => import("./voice-lab").then((m) => m.VoiceLab), {
  loading: () => <p className="text-sm text-muted-foreground">Loading the Voice Lab...</p>,
});
