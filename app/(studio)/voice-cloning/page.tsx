import type { Metadata } from "next";

import { PlaceholderScreen } from "@/components/shell/placeholder-screen";

export const metadata: Metadata = { title: "Voice Cloning" };

export default function Page() {
  return <PlaceholderScreen path="/voice-cloning" />;
}
