"use client";

import { UploadIcon } from "lucide-react";
import * as React from "react";

import { toast } from "@/lib/toast";
import { audioFileProblem } from "@/lib/ai/voice-lab";

/** An audio file picker that enforces the type and size limits with a clear message. */
export function AudioUpload({
  label,
  hint,
  maxMb,
  onFile,
}: {
  label: string;
  hint: string;
  maxMb: number;
  onFile: (file: File) => void;
}) {
  const [problem, setProblem] = React.useState<string | null>(null);
  const pick = (e: React.ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    const issue = audioFileProblem(file, maxMb);
    setProblem(issue);
    if (issue) {
      toast({ title: issue.includes("larger") ? "File Too Large" : "Unsupported File", description: issue, variant: "destructive" });
      return;
    }
    onFile(file);
  };
  return (
    <div className="flex flex-col gap-2">
      <label className="flex cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-border p-6 text-center text-sm hover:border-primary focus-within:ring-[3px] focus-within:ring-ring/60">
        <UploadIcon className="size-6 text-muted-foreground" aria-hidden />
        <span className="font-medium">{label}</span>
        <span className="text-muted-foreground">{hint}</span>
        <input type="file" accept=".mp3,.wav,.m4a,audio/mpeg,audio/wav,audio/mp4,audio/x-m4a" className="sr-only" onChange={pick} />
      </label>
      {problem ? (
        <p role="alert" className="text-sm text-destructive-foreground rounded-md bg-destructive/80 px-3 py-2">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
