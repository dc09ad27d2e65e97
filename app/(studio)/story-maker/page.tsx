import type { Metadata } from "next";

import { PlaceholderScreen } from "@/components/shell/placeholder-screen";

export const metadata: Metadata = { title: "Story Maker" };

export default function Page() {
  return <PlaceholderScreen path="/story-maker" />;
}
