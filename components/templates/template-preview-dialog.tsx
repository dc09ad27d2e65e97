"use client";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { Template } from "@/lib/catalog/templates";
import { TemplatePicture } from "@/components/templates/template-picture";

/** A template's preview: the template itself playing, drawn from its document by the compositor, with a seek bar. */
export function TemplatePreviewDialog({ template, onClose, onUse }: { template: Template; onClose: () => void; onUse: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{template.title}</DialogTitle>
          <DialogDescription>
            {template.description} · {template.aspectRatio} · {template.duration}
          </DialogDescription>
        </DialogHeader>
        <TemplatePicture
          source={{ kind: "catalogue", id: template.id }}
          label={`${template.title} preview`}
          active
          controls
          className="aspect-video w-full rounded-lg bg-black"
        />
        <div className="flex flex-wrap gap-1.5">
          {template.tags.map((tag) => (
            <span key={tag} className="rounded bg-muted px-2 py-0.5 text-xs text-muted-foreground">
              #{tag}
            </span>
          ))}
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button
            onClick={() => {
              onClose();
              onUse();
            }}
          >
            Use Template
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
