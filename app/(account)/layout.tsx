import { redirect } from "next/navigation";
import type * as React from "react";

import { AccountNav } from "@/components/shell/nav-list";
import { RequireUser } from "@/components/shell/require-user";
import { LoaderCircle } from "@/components/ui/icons";
import { currentUser } from "@/lib/server/auth/current-user";

/** The guard around My Account, My Projects and Token Converter. */
export default async function AccountLayout({ children }: { children: React.ReactNode }) {
  // Decided on the server: without a session the page is never rendered.
  if (!(await currentUser())) redirect("/login");
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 p-4 sm:p-6 lg:flex-row lg:p-8">
      <AccountNav />
      <div className="min-w-0 flex-1">
        <RequireUser spinner={<LoaderCircle className="size-4 animate-spin" />}>{children}</RequireUser>
      </div>
    </div>
  );
}
