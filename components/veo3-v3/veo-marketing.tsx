import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Clock, Palette, Sparkles } from "@/components/ui/icons";
import { veoMarketingCards } from "@/lib/catalog/veo3-v3";

const icons = [Clock, Sparkles, Palette];

export function VeoMarketing() {
  return (
    <section aria-label="Why VEO3 V3" className="grid gap-4 md:grid-cols-3">
      {veoMarketingCards.map((card, i) => {
        const Icon = icons[i % icons.length];
        return (
          <Card key={card.title}>
            <CardHeader>
              <span className="mb-2 flex size-10 items-center justify-center rounded-full bg-primary/20 text-primary">
                <Icon className="size-5" aria-hidden />
              </span>
              <CardTitle>{card.title}</CardTitle>
            </CardHeader>
            <CardContent>
              <CardDescription>{card.description}</CardDescription>
            </CardContent>
          </Card>
        );
      })}
    </section>
  );
}
