/**
 * E-mail verification in the browser: rewards need a verified address. The server refuses a claim with
 * `email_unverified`; the toast offers Resend link, which mails a new link (limited by the server).
 */
import { accountApi } from "@/lib/account-client";
import { toast } from "@/lib/toast";

/** Resend link: mails a new verification link and says where, or why not. */
export async function resendVerificationLink(): Promise<boolean> {
  const result = await accountApi.resendVerification();
  if (result.ok) {
    toast({ title: "Verification link sent", description: `We sent a new link to ${result.email}. Open it to verify your e-mail.` });
    return true;
  }
  toast({ title: result.status === 429 ? "Please wait" : "Link not sent", description: result.message, variant: "destructive" });
  return false;
}

/** A claim refused until the e-mail is verified: the server's reason, with Resend link. */
export function unverifiedToast(message: string): void {
  toast({
    title: "Verify your e-mail",
    description: message,
    variant: "destructive",
    action: { label: "Resend link", onClick: () => void resendVerificationLink() },
  });
}
