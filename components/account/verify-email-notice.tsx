import { ResendLinkButton } from "@/components/account/resend-link-button";
import { buttonVariants } from "@/components/ui/button";
import { Shield } from "@/components/ui/icons";
import { awaitsVerification } from "@/lib/account/user";
import { currentUser } from "@/lib/server/auth/current-user";

/**
 * Drawn on the server for a signed-up account whose e-mail is not verified: rewards wait for the link, and Resend
 * link. Nothing for a verified account or a visitor.
 */
export async function VerifyEmailNotice() {
  const user = await currentUser();
  if (!user || !awaitsVerification(user)) return null;
  return (
    <div role="status" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-warning/50 bg-warning/10 p-4 text-sm">
      <p className="flex min-w-0 items-start gap-2">
        <Shield className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
        <span>
          <strong>Verify your e-mail to claim rewards.</strong> We sent a link to <span className="break-all">{user.email}</span>; open it to
          unlock daily, weekly and challenge rewards.
        </span>
      </p>
      <ResendLinkButton className={buttonVariants({ variant: "outline", size: "sm" })} />
    </div>
  );
}
