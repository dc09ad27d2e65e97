/** A labelled text area: the prompts of Story Maker and Image to Video. */
import type * as React from "react";

import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

export function TextareaField({ id, label, ...textarea }: { id: string; label: React.ReactNode } & Omit<React.ComponentProps<typeof Textarea>, "id">) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea id={id} {...textarea} />
    </div>
  );
}
