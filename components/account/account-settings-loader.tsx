"use client";

import { Loader2 } from "lucide-react";
import dynamic from "next/dynamic";

/** Account settings read browser storage only, so they load after the page, outside its first-load bundle. */
export const AccountSettingsLoader = dynamic(() => import("@/components/account/account-settings").then((m) => m.AccountSettings), {
  ssr: false,
  loading: () => (
    <div role="status" className="flex min-h-64 items-center justify-center gap-2 text-muted-foreground">
      <Loader2 className="size-4 animate-spin" aria-hidden />
      Loading your account...
    </div>
  ),
});
