"use client";

import { Crown, Eye, Heart, Play, SearchX, Trash2 } from "lucide-react";
import { lazyComponent } from "@/components/ui/lazy-component";
import { useRouter } from "next/navigation";
import * as React from "react";

import { useAuth } from "@/components/shell/auth-provider";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { SearchInput } from "@/components/ui/search-input";
import { fieldClass } from "@/components/ui/input";
import { templateCategories, type Template, type TemplateCategory } from "@/lib/catalog/templates";
import type { MyTemplate } from "@/lib/contracts/templates";
import { effectivePlan } from "@/lib/entitlements/plans";
import { canUseTemplate, defaultTemplateFilters, filterTemplates, type TemplateFilters } from "@/lib/gallery/templates";
import { PREMIUM_TEMPLATE_MESSAGE } from "@/lib/entitlements/messages";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";

const TemplatePreviewDialog = lazyComponent(
  () => import("@/components/templates/template-preview-dialog").then((m) => m.TemplatePreviewDialog),
  { ssr: false },
);

// The template's own frames, drawn by the compositor: loaded when a card comes into view.
const TemplatePicture = lazyComponent(() => import("@/components/templates/template-picture").then((m) => m.TemplatePicture), {
  ssr: false,
  loading: () => <div className="size-full bg-muted" />,
});

/** Use Template: asks the server for the account's new project from the template, then opens it in the editor. */
async function openTemplate(t: { id: string; title: string }, push: (url: string) => void): Promise<boolean> {
  const { projectFromTemplate } = await import("@/lib/gallery/template-client");
  const answer = await projectFromTemplate(t.id);
  if (!answer.ok) {
    const premium = answer.code === "premium_required";
    toast({ title: premium ? "Premium Template" : "Template not opened", description: premium ? PREMIUM_TEMPLATE_MESSAGE : answer.message, variant: "destructive" });
    return false;
  }
  toast({ title: "Template Loaded", description: `Opening "${t.title}" in the editor...` });
  push(`/editor?project=${encodeURIComponent(answer.project.id)}`);
  return true;
}

const categoryLabels: Record<TemplateCategory, string> = {
  all: "All Categories",
  social: "Social Media",
  youtube: "YouTube",
  commercial: "Commercial",
  gaming: "Gaming",
  business: "Business",
  music: "Music",
};

const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });

/** Search, category, 'Premium Only', the count badge and the card grid; the account's own templates above them. */
export function TemplateGallery({ templates, mine }: { templates: Template[]; mine?: MyTemplate[] }) {
  const { user } = useAuth();
  const router = useRouter();
  const [filters, setFilters] = React.useState<TemplateFilters>(defaultTemplateFilters);
  const [preview, setPreview] = React.useState<Template | null>(null);
  const [opening, setOpening] = React.useState<string | null>(null);
  const shown = filterTemplates(templates, filters);
  const set = (patch: Partial<TemplateFilters>) => setFilters((f) => ({ ...f, ...patch }));

  const use = (t: { id: string; title: string; isPremium?: boolean }) => {
    if (t.isPremium && !canUseTemplate({ isPremium: true }, effectivePlan(user))) {
      toast({ title: "Premium Template", description: PREMIUM_TEMPLATE_MESSAGE, variant: "destructive" });
      return;
    }
    if (opening) return;
    setOpening(t.id);
    void openTemplate(t, router.push).then((ok) => {
      if (!ok) setOpening(null);
    });
  };

  return (
    <div className="space-y-6">
      {mine ? <MyTemplates list={mine} opening={opening} onUse={use} /> : null}
      <div className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 md:flex-row md:items-end">
        <div className="flex-1 space-y-1.5">
          <label htmlFor="template-search" className="text-sm font-medium">
            Search templates
          </label>
          <SearchInput
            id="template-search"
            placeholder="Search templates..."
            value={filters.search}
            onChange={(e) => set({ search: e.target.value })}
          />
        </div>
        <div className="space-y-1.5 md:w-52">
          <label htmlFor="template-category" className="text-sm font-medium">
            Category
          </label>
          <select
            id="template-category"
            value={filters.category}
            onChange={(e) => set({ category: e.target.value as TemplateCategory })}
            className={cn(fieldClass, "h-9 bg-background")}
          >
            {templateCategories.map((c) => (
              <option key={c} value={c}>
                {categoryLabels[c]}
              </option>
            ))}
          </select>
        </div>
        <label className="flex h-9 cursor-pointer items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            role="switch"
            checked={filters.premiumOnly}
            onChange={(e) => set({ premiumOnly: e.target.checked })}
            className="relative h-5 w-9 shrink-0 cursor-pointer appearance-none rounded-full bg-input transition-colors outline-none before:absolute before:top-0.5 before:left-0.5 before:size-4 before:rounded-full before:bg-background before:shadow-sm before:transition-transform checked:bg-primary checked:before:translate-x-4 focus-visible:ring-[3px] focus-visible:ring-ring/50"
          />
          Premium Only
        </label>
        <Badge variant="secondary" className="h-9 px-3 text-sm" aria-live="polite" data-testid="template-count">
          {shown.length} {shown.length === 1 ? "template" : "templates"}
        </Badge>
      </div>

      {shown.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border p-12 text-center">
          <SearchX className="size-10 text-muted-foreground" aria-hidden />
          <h2 className="text-lg font-semibold">No templates found</h2>
          <p className="text-sm text-muted-foreground">Try adjusting your search or filters</p>
          <Button variant="outline" onClick={() => setFilters(defaultTemplateFilters)}>
            Clear Filters
          </Button>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Templates">
          {shown.map((t) => (
            <TemplateCard key={t.id} t={t} opening={opening === t.id} onPreview={() => setPreview(t)} onUse={() => use(t)} />
          ))}
        </ul>
      )}
      {preview ? <TemplatePreviewDialog template={preview} onClose={() => setPreview(null)} onUse={() => use(preview)} /> : null}
    </div>
  );
}

function TemplateCard({ t, opening, onPreview, onUse }: { t: Template; opening: boolean; onPreview: () => void; onUse: () => void }) {
  const [hover, setHover] = React.useState(false);
  return (
    <li
      aria-labelledby={`tpl-${t.id}`}
      className="flex flex-col overflow-hidden rounded-xl border border-border bg-card"
      onPointerEnter={() => setHover(true)}
      onPointerLeave={() => setHover(false)}
      onFocus={() => setHover(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setHover(false)}
    >
      <div className="relative aspect-video bg-muted">
        <TemplatePicture source={{ kind: "catalogue", id: t.id }} label={`${t.title}: the template's first scenes`} active={hover} className="size-full" />
        {t.isPremium ? (
          <Badge variant="warning" className="absolute top-2 left-2 bg-black/70">
            <Crown aria-hidden /> Premium
          </Badge>
        ) : null}
        <span className="absolute right-2 bottom-2 rounded bg-black/70 px-1.5 py-0.5 text-xs text-white tabular-nums">{t.duration}</span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h2 id={`tpl-${t.id}`} className="font-semibold">
            {t.title}
          </h2>
          <p className="text-sm text-muted-foreground">{t.description}</p>
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <Badge variant="outline">{t.aspectRatio}</Badge>
          <span className="capitalize">{categoryLabels[t.category]}</span>
          <span className="flex items-center gap-1">
            <Eye className="size-3.5" aria-hidden />
            <span className="sr-only">Views:</span> {compact.format(t.views)}
          </span>
          <span className="flex items-center gap-1">
            <Heart className="size-3.5" aria-hidden />
            <span className="sr-only">Likes:</span> {compact.format(t.likes)}
          </span>
        </div>
        <div className="mt-auto grid grid-cols-2 gap-2">
          <Button variant="outline" size="sm" onClick={onPreview} aria-label={`Preview: ${t.title}`}>
            <Play aria-hidden /> Preview
          </Button>
          <Button size="sm" onClick={onUse} aria-label={`Use Template: ${t.title}`} disabled={opening}>
            {opening ? "Opening..." : "Use Template"}
          </Button>
        </div>
      </div>
    </li>
  );
}

/** My Templates: the account's own, saved from the editor with Save as Template. */
function MyTemplates({ list, opening, onUse }: { list: MyTemplate[]; opening: string | null; onUse: (t: MyTemplate) => void }) {
  const router = useRouter();
  const remove = async (t: MyTemplate) => {
    const { deleteMyTemplate } = await import("@/lib/gallery/template-client");
    const answer = await deleteMyTemplate(t.id);
    if (!answer.ok) {
      toast({ title: "Template not deleted", description: answer.message, variant: "destructive" });
      return;
    }
    toast({ title: "Template deleted", description: `"${t.title}" is no longer in My Templates.` });
    router.refresh();
  };
  return (
    <section aria-labelledby="my-templates-heading" className="space-y-3">
      <h2 id="my-templates-heading" className="text-lg font-semibold">
        My Templates
      </h2>
      {list.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-4 text-sm text-muted-foreground">
          Templates you save from the editor (Save as Template) show here, private to your account.
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="My Templates">
          {list.map((t) => (
            <MyTemplateCard key={t.id} t={t} opening={opening === t.id} onUse={() => onUse(t)} onDelete={() => void remove(t)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function MyTemplateCard({ t, opening, onUse, onDelete }: { t: MyTemplate; opening: boolean; onUse: () => void; onDelete: () => void }) {
  const [hover, setHover] = React.useState(false);
  return (
    <li
      aria-labelledby={`my-${t.id}`}
      className="flex flex-col overflow-hidden rounded-xl border border-border bg-card"
      onPointerEnter={() => setHover(true)}
      onPointerLeave={() => setHover(false)}
    >
      <div className="relative aspect-video bg-muted">
        <TemplatePicture source={{ kind: "mine", id: t.id }} label={`${t.title}: the template's first scenes`} active={hover} className="size-full" />
        <span className="absolute right-2 bottom-2 rounded bg-black/70 px-1.5 py-0.5 text-xs text-white tabular-nums">{t.duration}</span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h3 id={`my-${t.id}`} className="font-semibold">
            {t.title}
          </h3>
          {t.description ? <p className="text-sm text-muted-foreground">{t.description}</p> : null}
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <Badge variant="outline">{t.aspectRatio}</Badge>
          <span>
            {t.slotCount} {t.slotCount === 1 ? "slot" : "slots"}
          </span>
        </div>
        <div className="mt-auto grid grid-cols-[1fr_auto] gap-2">
          <Button size="sm" onClick={onUse} aria-label={`Use Template: ${t.title}`} disabled={opening}>
            {opening ? "Opening..." : "Use Template"}
          </Button>
          <Button size="sm" variant="outline" onClick={onDelete} aria-label={`Delete template: ${t.title}`}>
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
    </li>
  );
}
