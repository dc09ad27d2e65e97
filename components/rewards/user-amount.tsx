"use client";

import { useAuth } from "@/components/shell/auth-provider";
import { formatTokens } from "@/lib/format";

/** One of the user's token amounts, formatted; a placeholder until the session is read. */
export function UserAmount({ field, testId }: { field: "tokenBalance" | "totalEarnings"; testId?: string }) {
  const { user, ready } = useAuth();
  return <span data-testid={testId}>{ready ? formatTokens(user?.[field]) : "—"}</span>;
}
