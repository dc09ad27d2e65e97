import { NextResponse } from "next/server";

import { withApi } from "@/lib/server/api";
import { paymentSetup } from "@/lib/server/payments";

import type { PaymentConfig } from "@/lib/contracts/orders";

/** How this server takes card payments (no secret in it): the plan chooser asks before it asks for a card. */
export const GET = withApi(async () => {
  const setup = paymentSetup();
  const body: PaymentConfig = { mode: setup.mode, testMode: setup.testMode };
  return NextResponse.json(body, { headers: { "Cache-Control": "no-store" } });
});
