import { route } from "@/lib/server/route";
import { walletFor } from "@/lib/server/wallet";

/** Balances, recent transactions and which claims are made, read from the ledger. */
export const GET = route({ access: "reader" }, ({ account }) => walletFor(account));
