import type { Metadata } from "next";
import { Suspense } from "react";

import { PageContainer, PageHeader } from "@/components/shell/page-header";
import { CheckoutReturn } from "@/components/subscription/checkout-return";
import { CurrentPlan } from "@/components/subscription/current-plan";
import { OwnerPromoPanel } from "@/components/subscription/owner-promo-panel";
import { PaymentInfo } from "@/components/subscription/payment-info";
import { PlanPicker } from "@/components/subscription/plan-picker";
import { UsageMeters } from "@/components/subscription/usage-meters";
import { plans } from "@/lib/catalog/plans";
import { currentAccount } from "@/lib/server/auth/session";
import { isOwnerRequest } from "@/lib/server/owner";
import { getDb } from "@/lib/server/db/client";
import { promoUseCounts } from "@/lib/server/db/queries/orders";
import { paymentSetup } from "@/lib/server/payments";
import { promoCodes } from "@/lib/server/promo-codes";
import { usageOf } from "@/lib/server/quotas";

export const metadata: Metadata = { title: "Subscription Plans" };

export default async function Page() {
  // Decided per request on the server; the codes are rendered only for the owner.
  const owner = await isOwnerRequest();
  const codes = owner ? promoCodes() : [];
  const account = await currentAccount();
  const usage = account ? await usageOf(account) : null;
  // Uses are counted in the database (promo_uses), by normalised code.
  const used = owner ? await promoUseCounts(await getDb()) : {};
  const payments = paymentSetup();
  return (
    <PageContainer>
      <PageHeader
        title="Subscription Plans"
        description="Choose the plan that fits how you create. Upgrade, switch or cancel any time."
        actions={<CurrentPlan />}
      />
      <UsageMeters initial={usage} />
      <PlanPicker plans={plans} hostedPayment={payments.mode === "stripe"} testMode={payments.mode === "test"} />
      <Suspense fallback={null}>
        <CheckoutReturn />
      </Suspense>
      <PaymentInfo />
      {owner ? (
        <OwnerPromoPanel codes={codes} used={used} />
      ) : null}
    </PageContainer>
  );
}
