"use client";

import { UploadIcon } from "lucide-react";
import { useRef } from "react";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { acceptAttribute, MAX_FILES } from "@/lib/editor/media-files";

import { useEditor } from "./editor-store";

/**
 * SLOT for the uploader (issue 8). After merging, the lead replaces this with
 *   UploadMediaDialog({ open, onOpenChange, onUploaded: addClip }) from "@/components/upload/upload-media-dialog"
 * (addClip comes from useEditor()). Until then it adds local files, which play from the browser.
 */
export function UploadDialogSlot({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { addLocalFiles } = useEditor();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Upload Media</DialogTitle>
          <DialogDescription>
            Video, audio or images (.mp4, .mov, .avi, .mkv, .webm, .mp3, .wav, .jpg, .jpeg, .png, .gif), up to {MAX_FILES} files of
            100 MB each.
          </DialogDescription>
        </DialogHeader>
        <input
          ref={inputRef}
          type="file"
          multiple
          accept={acceptAttribute}
          className="sr-only"
          tabIndex={-1}
          aria-label="Media files to add"
          onChange={(e) => {
            const files = Array.from(e.currentTarget.files ?? []);
            e.currentTarget.value = "";
            if (files.length > 0) {
              addLocalFiles(files);
              onOpenChange(false);
            }
          }}
        />
        <Button variant="outline" className="h-24 border-dashed" onClick={() => inputRef.current?.click()}>
          <UploadIcon aria-hidden /> Choose files
        </Button>
      </DialogContent>
    </Dialog>
  );
}
