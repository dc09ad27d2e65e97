"use client";

import { CheckCircle2, Loader2, XCircle } from "lucide-react";
import Link from "next/link";
import * as React from "react";

import { ResendLinkButton } from "@/components/account/resend-link-button";
import { useAuth } from "@/components/shell/auth-provider";
import { Button, buttonVariants } from "@/components/ui/button";
import { accountApi } from "@/lib/account-client";
import { awaitsVerification } from "@/lib/account/user";

type State = { status: "verifying" } | { status: "verified" } | { status: "failed"; message: string };

/**
 * Opens a verification link: the token goes to the server in a POST (the page's GET changes nothing), once. A browser
 * signed in to that account gets its badge turned to Verified at once.
 */
export function VerifyEmail({ token }: { token: string }) {
  const { user, login } = useAuth();
  const [state, setState] = React.useState<State>({ status: "verifying" });
  const sent = React.useRef(false);

  React.useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void accountApi.verifyEmail(token).then((result) => {
      if (!result.ok) {
        setState({ status: "failed", message: result.message });
        return;
      }
      if (result.user) login(result.user);
      setState({ status: "verified" });
    });
  }, [token, login]);

  if (state.status === "verifying") {
    return (
      <p role="status" className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden /> Verifying your e-mail...
      </p>
    );
  }
  if (state.status === "verified") {
    return (
      <div role="status" className="flex flex-col items-center gap-4 text-center">
        <p className="flex items-center gap-2 font-medium text-success">
          <CheckCircle2 className="size-5" aria-hidden /> Your e-mail is verified
        </p>
        <p className="text-sm text-muted-foreground">Daily, weekly and challenge rewards are unlocked.</p>
        <Button asChild>
          <Link href="/rewards">Go to Rewards</Link>
        </Button>
      </div>
    );
  }
  return (
    <div role="alert" className="flex flex-col items-center gap-4 text-center">
      <p className="flex items-center gap-2 font-medium text-destructive">
        <XCircle className="size-5" aria-hidden /> This link did not work
      </p>
      <p className="text-sm text-muted-foreground">{state.message}</p>
      {awaitsVerification(user) ? (
        <ResendLinkButton className={buttonVariants()} />
      ) : (
        <Button asChild variant="outline">
          <Link href="/login">Log in</Link>
        </Button>
      )}
    </div>
  );
}
