"use client";

import { ErrorPanel } from "@/components/shell/error-panel";

/** The root error boundary: replaces the whole document, so it brings its own html and body. */
export function GlobalErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en" className="dark">
      <body className="bg-background text-foreground">
        <ErrorPanel error={error} reset={reset} />
      </body>
    </html>
  );
}
