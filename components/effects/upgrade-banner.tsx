import Link from "next/link";

import { Button } from "@/components/ui/button";
import { Crown as CrownIcon } from "@/components/ui/icons";

/** The Upgrade Now premium banner of the effects page (to /subscription). */
export function UpgradeBanner() {
  return (
    <section
      aria-labelledby="upgrade-title"
      className="flex flex-col items-start justify-between gap-4 rounded-xl border border-primary/40 bg-gradient-to-r from-primary/25 to-primary/5 p-5 sm:flex-row sm:items-center"
    >
      <div className="flex items-start gap-3">
        <CrownIcon className="mt-0.5 size-6 text-warning" aria-hidden />
        <div>
          <h2 id="upgrade-title" className="font-semibold">Unlock every premium effect</h2>
          <p className="text-sm text-muted-foreground">
            Pro effects are marked with a Pro badge. Upgrade to use them all without watermarks.
          </p>
        </div>
      </div>
      <Button asChild>
        <Link href="/subscription">Upgrade Now</Link>
      </Button>
    </section>
  );
}
