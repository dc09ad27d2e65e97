"use client";

import { Loader2 } from "lucide-react";
import Link from "next/link";
import * as React from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { accountApi } from "@/lib/account-client";

/** The reset link's form: a new password (twice); the token is used once, within an hour. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = React.useState("");
  const [confirm, setConfirm] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const [state, setState] = React.useState<"idle" | "saving" | "done">("idle");

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password.length < 8) return setError("Password needs at least 8 characters");
    if (password !== confirm) return setError("Passwords do not match");
    setError(null);
    setState("saving");
    const result = await accountApi.resetPassword(token, password);
    if (!result.ok) {
      setState("idle");
      setError(result.message);
      return;
    }
    setState("done");
  };

  if (state === "done") {
    return (
      <div role="status" className="flex flex-col items-center gap-3 text-center">
        <p className="font-semibold">Your password has been changed.</p>
        <Button asChild>
          <Link href="/login">Sign In</Link>
        </Button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <label htmlFor="reset-password" className="text-sm font-medium">
          New Password
        </label>
        <Input id="reset-password" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor="reset-confirm" className="text-sm font-medium">
          Confirm New Password
        </label>
        <Input id="reset-confirm" type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={state === "saving"}>
        {state === "saving" ? <Loader2 className="animate-spin" aria-hidden /> : null}
        Set New Password
      </Button>
    </form>
  );
}
