import { NextResponse } from "next/server";

import type { PaymentConfig } from "@/lib/contracts/orders";
import { paymentSetup } from "@/lib/server/payments";
import { route } from "@/lib/server/route";

/** How this server takes card payments (no secret in it): the plan chooser asks before it asks for a card. */
export const GET = route({ access: "public" }, () => {
  const setup = paymentSetup();
  const body: PaymentConfig = { mode: setup.mode, testMode: setup.testMode };
  return NextResponse.json(body, { headers: { "Cache-Control": "no-store" } });
});
