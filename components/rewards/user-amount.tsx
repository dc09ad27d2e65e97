"use client";

import { useAuth } from "@/components/shell/auth-provider";
import { formatTokens } from "@/lib/format";

/** One of the user's token amounts, formatted; a placeholder until the session is read. */
export function UserAmount({ field, testId }: { field: "tokenBalance" | "totalEarnings"; testId?: string }) {
  const { user, ready } = useAuth();
  // A new element (not new text in the old one) once the session is read: nothing counts as moving.
  return (
    <span key={ready ? "session" : "server"} data-testid={testId}>
      {ready ? formatTokens(user?.[field]) : "—"}
    </span>
  );
}
