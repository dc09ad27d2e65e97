"use client";

import { useAuth } from "@/components/shell/auth-provider";
import { formatBalance } from "@/lib/format";

/**
 * A figure from the session user, rendered once the saved session is read (a same-width
 * placeholder before, so nothing shifts).
 */
export function SessionValue({ field, fallback }: { field: "firstName" | "tokenBalance" | "totalEarnings"; fallback?: string }) {
  const { user, ready } = useAuth();
  if (!ready) return <span className="inline-block min-w-[4ch] text-transparent">{fallback ?? "0.00"}</span>;
  if (field === "firstName") return <>{user?.firstName?.trim() || fallback || "Creator"}</>;
  return <>{formatBalance(user?.[field])}</>;
}
