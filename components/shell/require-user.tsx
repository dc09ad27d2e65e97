"use client";

import { useRouter } from "next/navigation";
import * as React from "react";

import { useAuth } from "@/components/shell/auth-provider";

/**
 * The guard: without a session user the page redirects to /login. `spinner` is drawn by the server (the shell's
 * icon), so the guard brings no icon into the page's JavaScript.
 */
export function RequireUser({ spinner, children }: { spinner: React.ReactNode; children: React.ReactNode }) {
  const { user, ready } = useAuth();
  const router = useRouter();

  React.useEffect(() => {
    if (ready && !user) router.replace("/login");
  }, [ready, user, router]);

  if (!ready || !user) {
    return (
      <div role="status" className="flex min-h-[50vh] items-center justify-center gap-2 text-muted-foreground">
        {spinner}
        {ready ? "Redirecting to login..." : "Loading your account..."}
      </div>
    );
  }
  return <>{children}</>;
}
