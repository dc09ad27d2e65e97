import type { Metadata } from "next";

import { PlaceholderScreen } from "@/components/shell/placeholder-screen";

export const metadata: Metadata = { title: "Token Converter" };

export default function Page() {
  return <PlaceholderScreen path="/token-converter" />;
}
