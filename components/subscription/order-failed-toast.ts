import type { ApiResult } from "@/lib/account-client";
import { toast } from "@/lib/toast";

/** The toast of an order the server refused (cart and plan chooser alike): the server's reason, or a retry hint. */
export function orderFailedToast(result: Extract<ApiResult<object>, { ok: false }>) {
  toast({
    title: result.code === "insufficient_funds" ? "Insufficient Balance" : "Error",
    description: result.status >= 500 || result.status === 0 ? "Failed to process subscription. Please try again." : result.message,
    variant: "destructive",
  });
}
