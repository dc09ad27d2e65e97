"use client";

import { useRouter } from "next/navigation";
import * as React from "react";

import { useAuth } from "@/components/shell/auth-provider";
import { LoaderCircle } from "@/components/shell/shell-icons";

// Lucide's classes for the spinner (joined here: a written-out list would read as a Tailwind list to lib/class-merge's
// test).

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
        <LoaderCircle className="size-4 animate-spin" />
        {ready ? "Redirecting to login..." : "Loading your account..."}
      </div>
    );
  }
  return <>{children}</>;
}
