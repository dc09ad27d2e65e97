import { claimSchema } from "@/lib/contracts/wallet";
import { userJson } from "@/lib/server/auth/guard";
import { route } from "@/lib/server/route";
import { claimFor } from "@/lib/server/wallet";

/** A daily, weekly or challenge claim (the rules and amounts: lib/server/wallet.ts); answers the user after it. */
export const POST = route({ access: "guest", body: claimSchema }, async ({ account, body }) => userJson(await claimFor(account, body)));
