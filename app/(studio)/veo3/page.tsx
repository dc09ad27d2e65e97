import type { Metadata } from "next";

import { PlaceholderScreen } from "@/components/shell/placeholder-screen";

export const metadata: Metadata = { title: "Veo 3 Generator" };

export default function Page() {
  return <PlaceholderScreen path="/veo3" />;
}
