"use client";

import { ErrorPanel } from "@/components/shell/error-panel";

// Next requires error boundaries to be client components; the panel does the work.
export default function Error(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorPanel {...props} />;
}
