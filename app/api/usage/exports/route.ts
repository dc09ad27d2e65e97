import type { ExportCountedResponse } from "@/lib/contracts/usage";
import { countExport } from "@/lib/server/quotas";
import { route } from "@/lib/server/route";

/** Counts one finished export of the editor; 402 quota_exceeded when the month's exports are used up. */
export const POST = route({ access: "guest" }, async ({ account }) => ({ exports: await countExport(account) }) satisfies ExportCountedResponse);
