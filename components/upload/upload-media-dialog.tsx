"use client";

import "@uppy/core/css/style.min.css";
import "@uppy/dashboard/css/style.min.css";

import AwsS3, { type AwsBody } from "@uppy/aws-s3";
import Uppy, { type Meta } from "@uppy/core";
import Dashboard from "@uppy/react/dashboard";
import * as React from "react";

import type { UsageResponse } from "@/lib/contracts/usage";
import { QuotaNotice } from "@/components/subscription/quota-notice";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { api } from "@/lib/api-request";
import {
  ALLOWED_EXTENSIONS,
  DEFAULT_MAX_FILES,
  MAX_UPLOAD_BYTES,
  MULTIPART_THRESHOLD_BYTES,
  PART_SIZE_BYTES,
} from "@/lib/media/upload-rules";
import { storageQuotaMessage } from "@/lib/entitlements/messages";

import { AccountFiles } from "./account-files";

/** A finished upload: where it is stored and the URL it plays from. */
export interface UploadedMedia {
  name: string;
  type: string;
  size: number;
  key: string;
  url: string;
}

export interface UploadMediaDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once per finished file. */
  onUploaded?: (file: UploadedMedia) => void;
  /** At most this many files (the editor allows 5). */
  maxNumberOfFiles?: number;
}

type UploadMeta = Meta & { size?: string };

function createUppy(maxNumberOfFiles: number) {
  return new Uppy<UploadMeta, AwsBody>({
    id: "upload-media",
    autoProceed: false,
    restrictions: {
      maxFileSize: MAX_UPLOAD_BYTES,
      maxNumberOfFiles,
      allowedFileTypes: ALLOWED_EXTENSIONS,
    },
    // The server checks the declared size too, before any byte is sent.
    onBeforeFileAdded: (file) => ({ ...file, meta: { ...file.meta, size: String(file.size ?? "") } }),
  }).use(AwsS3<UploadMeta, AwsBody>, {
    // Uppy reaches the signing routes at `${companionEndpoint}/s3/...`.
    companionEndpoint: "/api",
    shouldUseMultipart: (file) => (file.size ?? 0) > MULTIPART_THRESHOLD_BYTES,
    getChunkSize: () => PART_SIZE_BYTES,
  });
}

/**
 * The Upload Media dialog: Uppy's dashboard (drag and drop, paste, file picker) uploading straight
 * to storage through the S3 routes. Heavy: import it on demand (see LazyUploadMediaDialog).
 */
export function UploadMediaDialog({ open, onOpenChange, onUploaded, maxNumberOfFiles = DEFAULT_MAX_FILES }: UploadMediaDialogProps) {
  const [uppy] = React.useState(() => createUppy(maxNumberOfFiles));
  const returnFocus = React.useRef<HTMLElement | null>(null);
  /** Bumped when a file finishes, so the list of the account's files is read again. */
  const [filesVersion, setFilesVersion] = React.useState(0);
  const [quota, setQuota] = React.useState<string | null>(null);

  React.useEffect(() => {
    uppy.setOptions({ restrictions: { ...uppy.opts.restrictions, maxNumberOfFiles } });
  }, [uppy, maxNumberOfFiles]);

  React.useEffect(() => {
    if (!onUploaded) return;
    const handler = (file: { name?: string; type: string; size: number | null } | undefined, response: { body?: AwsBody; uploadURL?: string }) => {
      if (!file || !response.body) return;
      onUploaded({
        name: file.name ?? "upload",
        type: file.type,
        size: file.size ?? 0,
        key: response.body.key,
        url: response.uploadURL ?? response.body.location,
      });
    };
    uppy.on("upload-success", handler);
    return () => {
      uppy.off("upload-success", handler);
    };
  }, [uppy, onUploaded]);

  React.useEffect(() => {
    // The server learns that a file arrived (a single-request POST goes straight to the store), then the list is
    // read again. Confirming twice is harmless: a complete file is answered as it is.
    const finished = (_file: unknown, response: { body?: AwsBody }) => {
      const key = response?.body?.key;
      const confirm = key ? api("POST", "/api/files/complete", { key }) : Promise.resolve();
      void confirm.then(() => setFilesVersion((v) => v + 1));
    };
    // The server refuses an upload that does not fit in the plan's storage (402) before any byte is sent;
    // Uppy reports only the status text, so the figures are read back to say why.
    const failed = (file: { size: number | null } | undefined, error: { message?: string }) => {
      if (!file || !/Payment Required|402/.test(error.message ?? "")) return;
      void api<UsageResponse>("GET", "/api/usage").then((usage) => {
        if (usage.ok && usage.storage.totalBytes != null) setQuota(storageQuotaMessage(usage.plan, file.size ?? 0, usage.storage.usedBytes, usage.storage.totalBytes));
      });
    };
    uppy.on("upload-success", finished);
    uppy.on("upload-error", failed);
    return () => {
      uppy.off("upload-success", finished);
      uppy.off("upload-error", failed);
    };
  }, [uppy]);

  // Leaving the page aborts what is still uploading (multipart uploads are aborted in storage).
  React.useEffect(() => () => uppy.cancelAll(), [uppy]);

  const limit = `${maxNumberOfFiles === 1 ? "1 file" : `Up to ${maxNumberOfFiles} files`}, 100 MB each`;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-3xl gap-3 sm:p-6"
        // Focus goes back to what opened the dialog (the dashboard moves focus around inside it).
        onOpenAutoFocus={() => {
          returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          const target = returnFocus.current;
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>Upload Media</DialogTitle>
          <DialogDescription>
            {limit}: {ALLOWED_EXTENSIONS.join(", ")}. Drop files here, paste them, or browse.
          </DialogDescription>
        </DialogHeader>
        <Dashboard
          uppy={uppy}
          theme="dark"
          width="100%"
          height={380}
          proudlyDisplayPoweredByUppy={false}
          showRemoveButtonAfterComplete
          doneButtonHandler={() => {
            uppy.clear();
            onOpenChange(false);
          }}
        />
        {quota ? <QuotaNotice message={quota} /> : null}
        {open ? <AccountFiles version={filesVersion} /> : null}
      </DialogContent>
    </Dialog>
  );
}
