import { KeyRound } from "@/components/ui/icons";
import { normalizePromoCode } from "@/lib/subscription/promo";
import type { PromoCode } from "@/lib/server/promo-codes";

/**
 * The owner's promo-code panel. Rendered on the server, and only after the server decided the
 * request is the owner's: the codes reach no other browser.
 */
/** `used`: uses per normalised code, from the database. */
export function OwnerPromoPanel({ codes, used }: { codes: PromoCode[]; used: Record<string, number> }) {
  return (
    <section aria-labelledby="owner-promo-heading" className="rounded-xl border border-primary/50 bg-primary/5 p-5">
      <h2 id="owner-promo-heading" className="flex items-center gap-2 text-base font-semibold">
        <KeyRound className="size-5 text-primary" aria-hidden />
        Owner Promo Codes
      </h2>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-muted-foreground">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">Code</th>
              <th scope="col" className="py-2 pr-4 font-medium">Discount</th>
              <th scope="col" className="py-2 pr-4 font-medium">Type</th>
              <th scope="col" className="py-2 pr-4 font-medium">Description</th>
              <th scope="col" className="py-2 font-medium">Uses</th>
            </tr>
          </thead>
          <tbody>
            {codes.map((c) => (
              <tr key={c.code} className="border-t border-border">
                <td className="py-2 pr-4 font-mono">{c.code}</td>
                <td className="py-2 pr-4">{c.discount}%</td>
                <td className="py-2 pr-4">{c.type === "lifetime" ? "Lifetime" : `${c.freeMonths} months free`}</td>
                <td className="py-2 pr-4">{c.description}</td>
                <td className="py-2 tabular-nums">
                  {used[normalizePromoCode(c.code)] ?? 0} / {c.usageLimit ?? "Unlimited"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
