"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import * as React from "react";

import { useAuth } from "@/components/shell/auth-provider";
import { TEST_MODE_RECEIPT } from "@/components/subscription/order-result";
import { accountApi } from "@/lib/account-client";
import { toast } from "@/lib/toast";

/**
 * Back from a hosted payment page (/subscription?checkout=success&order=<id>): asks the server to confirm the
 * order with the processor, then says 'Payment Successful!' as the embedded checkout does. Renders nothing.
 */
export function CheckoutReturn() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const { login } = useAuth();
  const handled = React.useRef(false);
  const outcome = params.get("checkout");
  const orderId = params.get("order");

  React.useEffect(() => {
    if (!outcome || !orderId || handled.current) return;
    handled.current = true;
    router.replace(pathname);
    if (outcome !== "success") {
      toast({ title: "Error", description: "Failed to process subscription. Please try again.", variant: "destructive" });
      return;
    }
    void accountApi.confirmOrder(orderId).then((result) => {
      if (result.ok) login(result.user);
      if (result.ok && result.order.status === "paid") {
        toast({ title: "Payment Successful!", description: result.order.testMode ? `Your plan is now active. ${TEST_MODE_RECEIPT}` : "Your plan is now active." });
      } else if (!result.ok || result.order.status === "failed") {
        toast({ title: "Error", description: "Failed to process subscription. Please try again.", variant: "destructive" });
      }
    });
  }, [outcome, orderId, router, pathname, login]);

  return null;
}
