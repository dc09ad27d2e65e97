import { cancelPlan } from "@/lib/server/account";
import { userJson } from "@/lib/server/auth/guard";
import { route } from "@/lib/server/route";

/** Cancel Subscription (the rules: lib/server/account.ts). A plan is bought through POST /api/orders. */
export const DELETE = route({ access: "guest" }, async ({ account }) => userJson(await cancelPlan(account.id)));
