"use client";

import { Loader2, MailCheck } from "lucide-react";
import * as React from "react";

import { Button } from "@/components/ui/button";
import { EmailField } from "@/components/auth/form-field";
import { accountApi } from "@/lib/account-client";
import { EMAIL_PATTERN } from "@/lib/account/auth-client";
import { sleep } from "@/lib/simulated-delay";

/**
 * Asks for an e-mail, waits 2 s, then answers the same neutral confirmation whatever the address
 * (it never reveals whether an account exists).
 */
export function ForgotPasswordForm() {
  const [email, setEmail] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const [state, setState] = React.useState<"idle" | "sending" | "sent">("idle");

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = email.trim();
    const problem = !trimmed ? "Email is required" : EMAIL_PATTERN.test(trimmed) ? null : "Enter a valid email address";
    setError(problem);
    if (problem) return;
    setState("sending");
    // The server mails a reset link when the account exists; the answer is the same either way.
    const [result] = await Promise.all([accountApi.forgot(trimmed), sleep(2000)]);
    if (!result.ok && result.status !== 400) {
      setState("idle");
      setError(result.message);
      return;
    }
    setState("sent");
  };

  if (state === "sent") {
    return (
      <div role="status" className="flex flex-col items-center gap-3 rounded-lg border border-border p-5 text-center">
        <MailCheck className="size-8 text-success" aria-hidden />
        <h2 className="font-semibold">Check your email</h2>
        <p className="text-sm text-muted-foreground">
          If an account exists for that address, we have sent a link to reset your password. It may take a few minutes to
          arrive.
        </p>
        <Button variant="outline" size="sm" onClick={() => setState("idle")}>
          Send another link
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={state === "sending"}>
      <EmailField id="forgot-email" value={email} onValue={setEmail} error={error ?? undefined} />
      <Button type="submit" size="lg" disabled={state === "sending"}>
        {state === "sending" ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {state === "sending" ? "Sending..." : "Send Reset Link"}
      </Button>
    </form>
  );
}
