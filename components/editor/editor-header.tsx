"use client";

import { DownloadIcon, LayoutTemplateIcon, MicIcon, Redo2Icon, SaveIcon, SparklesIcon, Undo2Icon, UploadIcon, WalletIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { autoSavedText } from "@/lib/editor/timeline/time";
import { toast } from "@/lib/toast";

import { useEditor } from "./editor-store";
import { useNow } from "./use-now";

/** Project title, the real time since the last save, and the editor's actions. */
export function EditorHeader() {
  const { settings, saved, setDialog, history, undo, redo } = useEditor();
  const now = useNow();
  const savedText = saved.savedAt !== null && now > 0 ? autoSavedText(saved.savedAt, Math.max(now, saved.savedAt)) : "Not saved yet";

  function startExport() {
    toast({ title: "Exporting Video", description: "Your video is being processed for export..." });
    setDialog("export");
  }

  return (
    <div className="flex flex-col gap-4 xl:flex-row xl:items-start xl:justify-between">
      <div className="min-w-0">
        <h1 className="truncate text-2xl font-bold tracking-tight sm:text-3xl" data-testid="editor-title">
          {settings.title}
        </h1>
        <div className="mt-1 flex items-center gap-3">
          <p className="text-sm text-muted-foreground" data-testid="editor-saved" aria-live="polite">
            {savedText}
          </p>
          <div className="flex items-center" role="toolbar" aria-label="History">
            <Button variant="ghost" size="icon" className="size-8" aria-label="Undo" title="Undo (Ctrl+Z)" disabled={!history.canUndo} onClick={undo}>
              <Undo2Icon aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label="Redo"
              title="Redo (Ctrl+Shift+Z)"
              disabled={!history.canRedo}
              onClick={redo}
            >
              <Redo2Icon aria-hidden />
            </Button>
          </div>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label="Editor actions">
        <Button variant="outline" size="sm" onClick={() => setDialog("upload")}>
          <UploadIcon aria-hidden /> Upload Media
        </Button>
        <Button variant="outline" size="sm" onClick={() => setDialog("voice")}>
          <MicIcon aria-hidden /> Voice Options
        </Button>
        <Button variant="outline" size="sm" onClick={() => setDialog("blur")}>
          <SparklesIcon aria-hidden /> Blur Effects
        </Button>
        <Button variant="outline" size="sm" onClick={() => setDialog("wallet")}>
          <WalletIcon aria-hidden /> Connect Wallet
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setDialog("save")}>
          <SaveIcon aria-hidden /> Save Project
        </Button>
        <Button variant="outline" size="sm" onClick={() => setDialog("template")}>
          <LayoutTemplateIcon aria-hidden /> Save as Template
        </Button>
        <Button size="sm" onClick={startExport}>
          <DownloadIcon aria-hidden /> Export
        </Button>
      </div>
    </div>
  );
}
