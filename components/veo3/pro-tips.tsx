import { Lightbulb } from "@/components/ui/icons";

/** Pro Tips (server-rendered). */
export function ProTips({ tips }: { tips: string[] }) {
  return (
    <section aria-labelledby="veo-tips" className="space-y-3 rounded-xl border border-border bg-card p-5">
      <h2 id="veo-tips" className="flex items-center gap-2 text-base font-semibold">
        <Lightbulb className="size-4 text-warning" aria-hidden /> Pro Tips
      </h2>
      <ul className="list-disc space-y-1.5 pl-5 text-sm text-muted-foreground">
        {tips.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
    </section>
  );
}
