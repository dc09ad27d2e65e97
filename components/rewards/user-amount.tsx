"use client";

import { useAuth } from "@/components/shell/auth-provider";
import { formatTokens } from "@/lib/format";

/** One of the user's token amounts, formatted; a placeholder until the session is read. */
export function UserAmount({ field, testId }: { field: "tokenBalance" | "totalEarnings"; testId?: string }) {
  const { user, ready } = useAuth();
  // A fixed minimum width: the amount arriving after hydration must not move what stands beside it.
  return (
    <span data-testid={testId} className="inline-block min-w-[8ch] text-right tabular-nums">
      {ready ? formatTokens(user?.[field]) : "—"}
    </span>
  );
}
