import "server-only";

import { OwnerFiguresView } from "@/components/dashboard/owner-figures-view";
import { isOwnerRequest, ownerStatsNow } from "@/lib/server/owner";
import { paymentSetup } from "@/lib/server/payments";

/**
 * The owner's real figures, read on the server while the owner view renders. It checks the owner session itself
 * too, so the figures cannot reach anyone else even if it is rendered by mistake.
 */
export async function OwnerFigures() {
  if (!(await isOwnerRequest())) return null;
  const stats = await ownerStatsNow();
  const payments = paymentSetup();
  return <OwnerFiguresView stats={stats} payments={{ mode: payments.mode, testMode: payments.testMode }} />;
}
