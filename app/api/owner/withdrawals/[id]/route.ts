import { z } from "zod";

import { type WithdrawalDecisionResponse, withdrawalDecisionSchema } from "@/lib/contracts/withdrawals";
import { decideWithdrawalRequest } from "@/lib/server/owner";
import { route } from "@/lib/server/route";

/** The owner approves or rejects a pending withdrawal request (anyone else: the 404 of a missing route). */
export const POST = route(
  { access: "owner", body: withdrawalDecisionSchema, params: z.object({ id: z.string().min(1).max(100) }) },
  async ({ body, params }) => (await decideWithdrawalRequest(params.id, body.decision)) satisfies WithdrawalDecisionResponse,
);
