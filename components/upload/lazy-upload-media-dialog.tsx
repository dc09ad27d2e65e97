"use client";

import { lazyComponent } from "@/components/ui/lazy-component";
import * as React from "react";

import type { UploadMediaDialogProps } from "@/components/upload/upload-media-dialog";

// Uppy (and its styles) load only once the dialog is first opened: never in a route's first load.
const UploadMediaDialog = lazyComponent(
  () => import("@/components/upload/upload-media-dialog").then((m) => m.UploadMediaDialog),
  {
    ssr: false,
    loading: () => (
      <div role="status" className="fixed inset-0 z-50 grid place-items-center bg-black/60 text-sm text-white">
        Loading uploader...
      </div>
    ),
  },
);

/**
 * The Upload Media dialog, loaded on demand: renders nothing until it is first opened, then stays
 * mounted so uploads keep going while it is closed.
 */
export function LazyUploadMediaDialog(props: UploadMediaDialogProps) {
  const [opened, setOpened] = React.useState(props.open);
  if (props.open && !opened) setOpened(true);
  return opened ? <UploadMediaDialog {...props} /> : null;
}
