"use client";

import * as React from "react";

/**
 * Resend link: mails a new verification link (the server limits how often). A plain button styled by the caller
 * (`buttonVariants`, computed where it is drawn), and its code (the API call and the toasts) loads on the first click,
 * so the pages that show it keep their first-load JavaScript.
 */
export function ResendLinkButton({ className }: { className: string }) {
  const [busy, setBusy] = React.useState(false);
  return (
    <button
      type="button"
      data-slot="button"
      className={className}
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={() => {
        setBusy(true);
        void import("@/lib/account/verification")
          .then((m) => m.resendVerificationLink())
          .finally(() => setBusy(false));
      }}
    >
      {busy ? "Sending..." : "Resend link"}
    </button>
  );
}
