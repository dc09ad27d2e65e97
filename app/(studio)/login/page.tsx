import type { Metadata } from "next";

import { PlaceholderScreen } from "@/components/shell/placeholder-screen";

export const metadata: Metadata = { title: "Login" };

export default function Page() {
  return <PlaceholderScreen path="/login" />;
}
