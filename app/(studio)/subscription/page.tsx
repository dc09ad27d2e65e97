import type { Metadata } from "next";
import { Suspense } from "react";

import { FirstScreenEnd } from "@/components/shell/first-screen-end";
import { PageContainer, PageHeader } from "@/components/shell/page-header";
import { CheckoutReturn, CurrentPlan, PlanPicker, UsageMeters } from "@/components/subscription/lazy";
import { OwnerPromoPanel } from "@/components/subscription/owner-promo-panel";
import { PaymentInfo } from "@/components/subscription/payment-info";
import { plans } from "@/lib/catalog/plans";
import { currentAccount } from "@/lib/server/auth/session";
import { isOwnerRequest, ownerPromoCodes } from "@/lib/server/owner";
import { paymentSetup } from "@/lib/server/payments";
import { usageOf } from "@/lib/entitlements/quotas";

export const metadata: Metadata = { title: "Subscription Plans" };

export default async function Page() {
  // Decided per request on the server; the codes are rendered only for the owner.
  const owner = await isOwnerRequest();
  const { codes, used } = owner ? await ownerPromoCodes() : { codes: [], used: {} };
  const account = await currentAccount();
  const usage = account ? await usageOf(account) : null;
  const payments = paymentSetup();
  const planNames = Object.fromEntries(plans.map((p) => [p.id, p.name]));
  return (
    <PageContainer>
      <PageHeader
        title="Subscription Plans"
        description="Choose the plan that fits how you create. Upgrade, switch or cancel any time."
        actions={<CurrentPlan names={planNames} />}
      />
      <UsageMeters initial={usage} />
      <FirstScreenEnd />
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
