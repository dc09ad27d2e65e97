"use client";

import { GlobalErrorPage } from "@/components/shell/global-error-page";

import "./globals.css";

// Next requires the root error boundary to be a client component; the page does the work.
export default function GlobalError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <GlobalErrorPage {...props} />;
}
