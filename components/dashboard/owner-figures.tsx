import "server-only";

import { OwnerFiguresView } from "@/components/dashboard/owner-figures-view";
import { OwnerWithdrawals } from "@/components/dashboard/owner-islands";
import { isOwnerRequest, ownerStatsNow, withdrawalsForReview } from "@/lib/server/owner";
import { paymentSetup } from "@/lib/server/payments";

/**
 * The owner's real figures and the withdrawal requests waiting for a decision, read on the server while the owner
 * view renders. It checks the owner session itself
 * too, so the figures cannot reach anyone else even if it is rendered by mistake.
 */
export async function OwnerFigures() {
  if (!(await isOwnerRequest())) return null;
  const [stats, requests] = await Promise.all([ownerStatsNow(), withdrawalsForReview()]);
  const payments = paymentSetup();
  return (
    <>
      <OwnerFiguresView stats={stats} payments={{ mode: payments.mode, testMode: payments.testMode }} />
      <OwnerWithdrawals requests={requests} />
    </>
  );
}
