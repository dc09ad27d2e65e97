"use client";

import Link from "next/link";
import { useId, useState } from "react";

import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { itemEnd, type MediaItem } from "@/lib/editor/model/document";
import { docForStorage } from "@/lib/editor/model/sample-doc";
import { formatClock } from "@/lib/editor/timeline/time";
import { saveMyTemplate } from "@/lib/gallery/template-client";
import { toast } from "@/lib/toast";

import { useEditor } from "./editor-store";

/**
 * Save as Template: the project as a template of the account's own (My Templates in the gallery). The clips and
 * pictures ticked become empty slots, keeping their timing, place, keyframes and effects; everything else is kept.
 */
export function SaveTemplateDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { doc, settings } = useEditor();
  const id = useId();
  const pictures = doc.tracks
    .filter((t) => t.kind === "video" || t.kind === "overlay")
    .flatMap((t) => t.items.filter((i): i is MediaItem => i.kind === "video" || i.kind === "image"));
  const [title, setTitle] = useState(settings.title);
  const [description, setDescription] = useState("");
  const [slots, setSlots] = useState<Set<string>>(() => new Set(pictures.map((i) => i.id)));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const kept = pictures.filter((i) => !slots.has(i.id) && doc.assets.find((a) => a.id === i.assetId)?.source === "local");

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    if (!title.trim()) {
      setError("Give the template a name.");
      return;
    }
    setSaving(true);
    setError(null);
    const answer = await saveMyTemplate({ title: title.trim(), description: description.trim(), doc: docForStorage(doc), slotIds: [...slots] });
    setSaving(false);
    if (!answer.ok) {
      setError(answer.message);
      return;
    }
    toast({ title: "Template saved", description: `"${answer.template.title}" is in My Templates with ${answer.template.slotCount} ${answer.template.slotCount === 1 ? "slot" : "slots"}.` });
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <form onSubmit={onSubmit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Save as Template</DialogTitle>
            <DialogDescription>
              A template of your own, private to your account, listed under My Templates in the{" "}
              <Link href="/templates" className="underline">
                Template Gallery
              </Link>
              . The clips and pictures you tick become slots to fill in each new project.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-title`}>Template name</Label>
            <Input id={`${id}-title`} value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-description`}>Description (optional)</Label>
            <Textarea id={`${id}-description`} value={description} maxLength={300} onChange={(e) => setDescription(e.target.value)} />
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Slots</legend>
            {pictures.length === 0 ? <p className="text-sm text-muted-foreground">This project has no clips or pictures to make slots of.</p> : null}
            {pictures.map((item) => (
              <div key={item.id} className="flex items-center gap-2 text-sm">
                <Checkbox
                  id={`${id}-${item.id}`}
                  checked={slots.has(item.id)}
                  onCheckedChange={(on) =>
                    setSlots((prev) => {
                      const next = new Set(prev);
                      if (on === true) next.add(item.id);
                      else next.delete(item.id);
                      return next;
                    })
                  }
                />
                <Label htmlFor={`${id}-${item.id}`} className="font-normal">
                  {item.slot?.label ?? item.name}{" "}
                  <span className="text-muted-foreground tabular-nums">
                    ({formatClock(item.start)}–{formatClock(itemEnd(item))})
                  </span>
                </Label>
              </div>
            ))}
          </fieldset>
          {kept.length > 0 ? (
            <p className="text-xs text-muted-foreground" role="note">
              {kept.map((i) => i.name).join(", ")} {kept.length === 1 ? "is a local file" : "are local files"} kept only in this browser: upload{" "}
              {kept.length === 1 ? "it" : "them"}, or make {kept.length === 1 ? "it a slot" : "them slots"}, to use the template elsewhere.
            </p>
          ) : null}
          {error ? (
            <p className="text-sm text-destructive" role="alert">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? "Saving..." : "Save Template"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
