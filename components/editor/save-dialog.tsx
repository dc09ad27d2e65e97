"use client";

import { useId, useState } from "react";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import type { ProjectVisibility } from "@/lib/projects/project";

import { useEditor } from "./editor-store";

/** Save Project: title, visibility and two switches; stores the project in this browser. */
export function SaveDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { settings, save } = useEditor();
  const id = useId();
  const [title, setTitle] = useState(settings.title);
  const [visibility, setVisibility] = useState<ProjectVisibility>(settings.visibility);
  const [allowComments, setAllowComments] = useState(settings.allowComments);
  const [allowDownloads, setAllowDownloads] = useState(settings.allowDownloads);
  const [saving, setSaving] = useState(false);

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    setSaving(true);
    const ok = await save({ title: title.trim() || "Untitled Project", visibility, allowComments, allowDownloads });
    setSaving(false);
    if (ok) onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={onSubmit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Save Project</DialogTitle>
            <DialogDescription>Your project is stored in this browser and listed in My Projects.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-title`}>Project Title</Label>
            <Input id={`${id}-title`} value={title} placeholder="Untitled Project" onChange={(e) => setTitle(e.target.value)} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-visibility`}>Visibility</Label>
            <Select value={visibility} onValueChange={(v) => setVisibility(v as ProjectVisibility)}>
              <SelectTrigger id={`${id}-visibility`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="private">Private</SelectItem>
                <SelectItem value="public">Public</SelectItem>
              </SelectContent>
            </Select>
          </div>
          <div className="flex items-center justify-between gap-2">
            <Label htmlFor={`${id}-comments`}>Allow Comments</Label>
            <Switch id={`${id}-comments`} checked={allowComments} onCheckedChange={setAllowComments} />
          </div>
          <div className="flex items-center justify-between gap-2">
            <Label htmlFor={`${id}-downloads`}>Allow Downloads</Label>
            <Switch id={`${id}-downloads`} checked={allowDownloads} onCheckedChange={setAllowDownloads} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? "Saving..." : "Save"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
