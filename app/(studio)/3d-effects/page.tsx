import type { Metadata } from "next";

import { PlaceholderScreen } from "@/components/shell/placeholder-screen";

export const metadata: Metadata = { title: "3D Effects" };

export default function Page() {
  return <PlaceholderScreen path="/3d-effects" />;
}
