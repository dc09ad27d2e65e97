"use client";

import { LoaderCircle } from "@/components/ui/icons";
import { lazyComponent } from "@/components/ui/lazy-component";

/** Account settings: rendered on the server (profile and preferences from the session), their script as its own chunk. */
export const AccountSettingsLoader = lazyComponent(() => import("@/components/account/account-settings").then((m) => m.AccountSettings), {
  loading: () => (
    <div role="status" className="flex min-h-64 items-center justify-center gap-2 text-muted-foreground">
      <LoaderCircle className="size-4 animate-spin" aria-hidden />
      Loading your account...
    </div>
  ),
});
