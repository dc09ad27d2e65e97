"use client";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { Template } from "@/lib/catalog/templates";
import { sampleMedia } from "@/lib/media";

/** A template's preview: the sample clip with the template's thumbnail as poster. */
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
        <video controls autoPlay muted playsInline poster={template.thumbnailUrl} className="aspect-video w-full rounded-lg bg-black" aria-label={`${template.title} preview`}>
          <source src={sampleMedia.clipWebm} type="video/webm" />
          <source src={sampleMedia.clipMp4} type="video/mp4" />
        </video>
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
