"use client";

import { UploadIcon } from "lucide-react";
import * as React from "react";

import { Button } from "@/components/ui/button";
import { LazyUploadMediaDialog } from "@/components/upload/lazy-upload-media-dialog";
import type { UploadedMedia } from "@/components/upload/upload-media-dialog";
import { EDITOR_MAX_FILES } from "@/lib/upload-rules";

/**
 * Temporary stand-in for the editor's Upload Media button until the editor lands: opens the
 * dialog (5 files) and lists what finished uploading.
 */
export function UploadMediaLauncher() {
  const [open, setOpen] = React.useState(false);
  const [uploaded, setUploaded] = React.useState<UploadedMedia[]>([]);
  const onUploaded = React.useCallback((file: UploadedMedia) => setUploaded((list) => [...list, file]), []);

  return (
    <section aria-label="Media" className="flex flex-col gap-3">
      <div>
        <Button onClick={() => setOpen(true)}>
          <UploadIcon aria-hidden />
          Upload Media
        </Button>
      </div>
      {uploaded.length ? (
        <ul aria-label="Uploaded media" className="flex flex-col gap-1 text-sm">
          {uploaded.map((f) => (
            <li key={f.key}>
              <a className="text-primary underline-offset-4 hover:underline" href={f.url} target="_blank" rel="noreferrer">
                {f.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <LazyUploadMediaDialog open={open} onOpenChange={setOpen} onUploaded={onUploaded} maxNumberOfFiles={EDITOR_MAX_FILES} />
    </section>
  );
}
