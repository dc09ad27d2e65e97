import type { Metadata } from "next";

import { PlaceholderScreen } from "@/components/shell/placeholder-screen";

export const metadata: Metadata = { title: "AI Tools" };

export default function Page() {
  return <PlaceholderScreen path="/ai-tools" />;
}
