"use client";

import { useAuth } from "@/components/shell/auth-provider";
import { formatBalance } from "@/lib/format";

/**
 * A figure from the session user, rendered once the saved session is read (a same-width
 * placeholder before, so nothing shifts).
 */
export function SessionValue({ field, fallback }: { field: "firstName" | "tokenBalance" | "totalEarnings"; fallback?: string }) {
  const { user, ready } = useAuth();
  // A new element (not new text in the old one) once the session is read: nothing counts as moving.
  if (!ready)
    return (
      <span key="server" className="inline-block min-w-[4ch] text-transparent">
        {fallback ?? "0.00"}
      </span>
    );
  const value = field === "firstName" ? user?.firstName?.trim() || fallback || "Creator" : formatBalance(user?.[field]);
  return <span key="session">{value}</span>;
}
