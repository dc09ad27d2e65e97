"use client";

import Link from "next/link";

import { shellClasses } from "@/components/shell/shell-classes";
import { RotateCcw } from "@/components/ui/icons";

/** What a crash shows: a way back (retry, home), never a blank page. Part of every page's first load: kept to plain elements. */
export function ErrorPanel({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div role="alert" className="flex min-h-[60vh] items-center justify-center p-6">
      <div className="w-full max-w-md rounded-xl border border-border bg-card p-8 text-center">
        <h1 className="text-2xl font-bold">Something went wrong</h1>
        <p className="mt-3 text-sm text-muted-foreground">
          This screen hit an unexpected error. Your saved work is safe; try again or go back home.
        </p>
        {error.digest ? <p className="mt-2 font-mono text-xs text-muted-foreground">Reference: {error.digest}</p> : null}
        <div className="mt-6 flex justify-center gap-2">
          <button type="button" data-slot="button" className={shellClasses.primary} onClick={reset}>
            <RotateCcw />
            Try again
          </button>
          <Link href="/" data-slot="button" className={shellClasses.outline}>
            Home
          </Link>
        </div>
      </div>
    </div>
  );
}
