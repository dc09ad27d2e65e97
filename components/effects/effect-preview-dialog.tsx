"use client";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { Effect } from "@/lib/catalog/schemas";
import { effectFilters } from "@/lib/gallery/effects";

import { applyEffect } from "./apply-effect";
import { EffectSample } from "./effect-sample";

export function EffectPreviewDialog({ effect, onClose }: { effect: Effect; onClose: () => void }) {
  const category = effectFilters.find((f) => f.id === effect.category)?.label ?? effect.category;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {effect.name} {effect.premium ? <Badge variant="warning" className="ml-1 align-middle">Pro</Badge> : null}
          </DialogTitle>
          <DialogDescription>{effect.description}</DialogDescription>
        </DialogHeader>
        <EffectSample effectId={effect.id} name={effect.name} playing width={640} height={360} />
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <dt className="text-muted-foreground">Category</dt>
          <dd>{category}</dd>
          <dt className="text-muted-foreground">Access</dt>
          <dd>{effect.premium ? "Pro effect" : "Free effect"}</dd>
        </dl>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button
            onClick={() => {
              applyEffect(effect);
              onClose();
            }}
          >
            Apply Effect
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
