import type { ApiResult } from "@/lib/account-client";
import { SIGN_UP_REQUIRED, signUpToast, toast } from "@/lib/toast";

/**
 * The toast of an order the server refused (cart and plan chooser alike): the server's reason, or a retry hint.
 * A guest paying with demo tokens is asked to sign up (a Sign Up action).
 */
export function orderFailedToast(result: Extract<ApiResult<object>, { ok: false }>) {
  if (result.code === SIGN_UP_REQUIRED) {
    signUpToast(result.message);
    return;
  }
  toast({
    title: result.code === "insufficient_funds" ? "Insufficient Balance" : "Error",
    description: result.status >= 500 || result.status === 0 ? "Failed to process subscription. Please try again." : result.message,
    variant: "destructive",
  });
}

/** What the success toast adds when the payment ran in test mode: no money moved. */
export const TEST_MODE_RECEIPT = "Test mode: no money was taken.";
