import { Coins, CreditCard, ShieldCheck } from "@/components/ui/icons";
import { acceptedPaymentMethods } from "@/lib/catalog/plans";

/** Accepted Payment Methods, paying with MSXT, and the money-back guarantee (server-rendered). */
export function PaymentInfo() {
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <section aria-labelledby="accepted-heading" className="rounded-xl border border-border bg-card p-5 lg:col-span-2">
        <h2 id="accepted-heading" className="flex items-center gap-2 text-base font-semibold">
          <CreditCard className="size-5 text-primary" aria-hidden />
          Accepted Payment Methods
        </h2>
        <ul className="mt-4 flex flex-wrap gap-2">
          {acceptedPaymentMethods.map((m) => (
            <li key={m} className="rounded-md border border-border bg-muted/40 px-3 py-1.5 text-sm">
              {m}
            </li>
          ))}
        </ul>
        <p className="mt-4 flex items-center gap-2 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm">
          <Coins className="size-4 shrink-0 text-warning" aria-hidden />
          <span>
            <strong>Pay with MSXT Tokens:</strong> 1 MSXT = $1 USD
          </span>
        </p>
      </section>
      <section aria-labelledby="guarantee-heading" className="rounded-xl border border-border bg-card p-5">
        <h2 id="guarantee-heading" className="flex items-center gap-2 text-base font-semibold">
          <ShieldCheck className="size-5 text-success" aria-hidden />
          30-Day Money-Back Guarantee
        </h2>
        <p className="mt-3 text-sm text-muted-foreground">
          Not happy with your plan? Ask for a full refund within 30 days of your purchase, no questions asked.
        </p>
      </section>
    </div>
  );
}
