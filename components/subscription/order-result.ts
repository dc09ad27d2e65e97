import type { ApiResult } from "@/lib/account-client";
import type { OrderResponse } from "@/lib/contracts/orders";
import type { AccountUser } from "@/lib/account/user";
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

/**
 * What both payment dialogs (the cart's checkout and Choose Your Plan) do with the server's answer to an order:
 * a refusal shows its toast (a guest's demo tokens also keep the Sign Up message in the dialog); a hosted payment
 * page takes over the tab; a paid order signs the new plan in and shows the receipt, with the test-mode note when
 * no money moved. "paid" means the dialog may close.
 */
export function settleOrder(
  result: ApiResult<OrderResponse>,
  { title, receipt, login, onSignUpRequired }: { title: string; receipt: string; login: (user: AccountUser) => void; onSignUpRequired: (message: string) => void },
): "paid" | "redirected" | "refused" {
  if (!result.ok) {
    if (result.code === SIGN_UP_REQUIRED) onSignUpRequired(result.message);
    orderFailedToast(result);
    return "refused";
  }
  if (result.checkoutUrl) {
    // A hosted payment page takes the card; the order is paid when the buyer comes back.
    window.location.assign(result.checkoutUrl);
    return "redirected";
  }
  login(result.user);
  toast({ title, description: result.order.testMode ? `${receipt} ${TEST_MODE_RECEIPT}` : receipt });
  return "paid";
}
