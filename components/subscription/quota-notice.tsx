import { Crown } from "lucide-react";
import Link from "next/link";

import { UPGRADE_PATH } from "@/lib/entitlements/messages";
import { cn } from "@/lib/utils";

/** A plan limit the server refused on (402 quota_exceeded): its message and the way to more. */
export function QuotaNotice({ message, className }: { message: string; className?: string }) {
  return (
    <div role="alert" className={cn("flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-warning/50 bg-warning/10 p-3 text-sm", className)}>
      <Crown className="size-4 shrink-0 text-warning" aria-hidden />
      <span className="min-w-0 flex-1">{message}</span>
      <Link href={UPGRADE_PATH} className="font-medium text-primary underline underline-offset-4">
        Upgrade plan
      </Link>
    </div>
  );
}

/** Why a generation did not happen: the plan limit it hit (with the way to more), or its error. */
export function GenerationProblem({ quota, error }: { quota: string | null; error: string | null }) {
  return (
    <>
      {quota ? <QuotaNotice message={quota} /> : null}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </>
  );
}
