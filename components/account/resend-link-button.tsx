"use client";

import { Loader2, MailCheck } from "lucide-react";
import * as React from "react";

import { Button } from "@/components/ui/button";
import { resendVerificationLink } from "@/lib/account/verification";

/** Resend link: mails a new verification link; busy while the request runs (the server limits how often). */
export function ResendLinkButton({ size = "sm", variant = "outline" }: { size?: "sm" | "default"; variant?: "outline" | "default" }) {
  const [busy, setBusy] = React.useState(false);
  return (
    <Button
      type="button"
      size={size}
      variant={variant}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void resendVerificationLink().finally(() => setBusy(false));
      }}
    >
      {busy ? <Loader2 className="animate-spin" aria-hidden /> : <MailCheck aria-hidden />}
      {busy ? "Sending..." : "Resend link"}
    </Button>
  );
}
