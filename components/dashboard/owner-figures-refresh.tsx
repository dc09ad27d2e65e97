"use client";

import { RefreshCw } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTransition } from "react";

import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/**
 * Reads the figures again: the server re-renders the owner view (the figures never pass through this script).
 * Fixed label and width while it works, so nothing moves.
 */
export function OwnerFiguresRefresh() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Button variant="outline" size="sm" aria-busy={pending} disabled={pending} onClick={() => startTransition(() => router.refresh())}>
      <RefreshCw className={cn(pending && "animate-spin motion-reduce:animate-none")} aria-hidden />
      Refresh
    </Button>
  );
}
