"use client";

import { lazyComponent } from "@/components/ui/lazy-component";

/** The account forms as their own chunk: drawn by the server with the page, their code arrives right after the page's own. */

export const AccountForms = lazyComponent(() => import("./account-forms").then((m) => m.AccountForms), {
  loading: () => <p className="text-sm text-muted-foreground">Loading your account...</p>,
});
