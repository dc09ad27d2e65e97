"use client";

import { Trash2 } from "lucide-react";
import * as React from "react";

import type { AccountFile, FilesResponse } from "@/lib/contracts/uploads";
import type { UsageResponse } from "@/lib/contracts/usage";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { formatBytes } from "@/lib/format";

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/**
 * The account's uploaded files (from the server, so the same list on every device), with their storage use
 * and a delete for each. `version` changes when an upload finishes, to read the list again.
 */
export function AccountFiles({ version }: { version: number }) {
  const [files, setFiles] = React.useState<AccountFile[] | null>(null);
  const [storage, setStorage] = React.useState<UsageResponse["storage"] | null>(null);
  const [failed, setFailed] = React.useState(false);
  const [reload, setReload] = React.useState(0);

  React.useEffect(() => {
    const controller = new AbortController();
    const init = { signal: controller.signal };
    void Promise.all([api<FilesResponse>("GET", "/api/files", undefined, undefined, init), api<UsageResponse>("GET", "/api/usage", undefined, undefined, init)]).then(
      ([list, usage]) => {
        if (controller.signal.aborted) return;
        if (!list.ok || !usage.ok) return setFailed(true);
        setFiles(list.files);
        setStorage(usage.storage);
        setFailed(false);
      },
    );
    return () => controller.abort();
  }, [version, reload]);

  async function remove(file: AccountFile) {
    const result = await api("DELETE", `/api/files/${encodeURIComponent(file.id)}`);
    if (!result.ok) {
      toast({ title: "Error", description: `${file.name} could not be deleted. Please try again.`, variant: "destructive" });
      return;
    }
    toast({ title: "File deleted", description: `${file.name} was removed from your storage.` });
    setReload((n) => n + 1);
  }

  return (
    <section aria-labelledby="account-files-title" className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="account-files-title" className="text-sm font-semibold">
          Your uploads
        </h3>
        {storage ? (
          <span className="text-xs text-muted-foreground tabular-nums" data-testid="account-storage">
            {formatBytes(storage.usedBytes)} / {storage.totalBytes === null ? "Unlimited" : formatBytes(storage.totalBytes)} used
          </span>
        ) : null}
      </div>
      {failed ? (
        <p className="text-sm text-muted-foreground">Your uploads could not be loaded.</p>
      ) : files === null ? (
        <p className="text-sm text-muted-foreground">Loading your uploads…</p>
      ) : files.length === 0 ? (
        <p className="text-sm text-muted-foreground">No uploads yet.</p>
      ) : (
        <ul aria-label="Your uploads" className="max-h-48 divide-y divide-border overflow-y-auto rounded-lg border border-border">
          {files.map((f) => (
            <li key={f.id} className="flex items-center gap-3 px-3 py-2 text-sm">
              <div className="min-w-0 flex-1">
                {f.url ? (
                  <a href={f.url} target="_blank" rel="noreferrer" className="block truncate font-medium hover:underline">
                    {f.name}
                  </a>
                ) : (
                  <span className="block truncate font-medium">{f.name}</span>
                )}
                <span className="text-xs text-muted-foreground">
                  {formatBytes(f.size)} · {f.type} · {f.status === "complete" ? "Uploaded" : "Uploading"} · {when.format(new Date(f.createdAt))}
                </span>
              </div>
              <Button variant="ghost" size="icon" aria-label={`Delete ${f.name}`} onClick={() => void remove(f)}>
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
