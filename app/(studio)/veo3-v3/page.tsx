import type { Metadata } from "next";

import { PlaceholderScreen } from "@/components/shell/placeholder-screen";

export const metadata: Metadata = { title: "VEO3 V3" };

export default function Page() {
  return <PlaceholderScreen path="/veo3-v3" />;
}
