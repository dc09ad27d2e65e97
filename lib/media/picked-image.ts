/** The picture a file input was given (Story Maker, Image to Video): one check, one message for a file that is not one. */
import type * as React from "react";

import { toast } from "@/lib/toast";

/** The image picked, or null: nothing picked, or not an image (a toast says so). The input is cleared for the next pick. */
export function pickedImage(e: React.ChangeEvent<HTMLInputElement>): File | null {
  const file = e.target.files?.[0];
  e.target.value = "";
  if (!file) return null;
  if (!file.type.startsWith("image/")) {
    toast({ title: "Unsupported File", description: "Please choose an image file (PNG, JPG or JPEG).", variant: "destructive" });
    return null;
  }
  return file;
}
