import { profileSchema } from "@/lib/contracts/account";
import { updateProfileOf } from "@/lib/server/account";
import { userJson } from "@/lib/server/auth/guard";
import { route } from "@/lib/server/route";

/** The signed-in account (for a visitor without a guest account yet: the demo user, nothing stored). */
export const GET = route({ access: "reader" }, ({ account }) => userJson(account));

/** Profile, preferences and wallet address. */
export const PATCH = route({ access: "guest", body: profileSchema, maxBytes: 512 * 1024 }, async ({ account, body }) =>
  userJson(await updateProfileOf(account, body)),
);
