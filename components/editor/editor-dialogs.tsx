"use client";

import { useEffect, useRef } from "react";

import { lazyComponent } from "@/components/ui/lazy-component";
import { LazyUploadMediaDialog } from "@/components/upload/lazy-upload-media-dialog";
import { EDITOR_MAX_FILES } from "@/lib/media/upload-rules";

import { type EditorDialog, useEditor } from "./editor-store";

// Each dialog loads when first opened, keeping the editor's first load small.
const VoiceDialog = lazyComponent(() => import("./voice-dialog").then((m) => m.VoiceDialog), { ssr: false });
const BlurDialog = lazyComponent(() => import("./blur-dialog").then((m) => m.BlurDialog), { ssr: false });
const WalletDialog = lazyComponent(() => import("@/components/wallet/wallet-dialog").then((m) => m.WalletDialog), { ssr: false });
const SaveDialog = lazyComponent(() => import("./save-dialog").then((m) => m.SaveDialog), { ssr: false });
const SaveTemplateDialog = lazyComponent(() => import("./save-template-dialog").then((m) => m.SaveTemplateDialog), { ssr: false });
const ExportDialog = lazyComponent(() => import("./export-dialog").then((m) => m.ExportDialog), { ssr: false });

const dialogs: Record<Exclude<EditorDialog, "upload">, React.ComponentType<{ open: boolean; onOpenChange: (open: boolean) => void }>> = {
  voice: VoiceDialog,
  blur: BlurDialog,
  wallet: WalletDialog,
  save: SaveDialog,
  template: SaveTemplateDialog,
  export: ExportDialog,
};

/** The open dialog of the editor (one at a time; the open state lives in the editor store). */
export function EditorDialogs() {
  const { dialog, setDialog, addUpload } = useEditor();
  // Focus goes back to what opened the dialog (e.g. the header's Export button) when it closes, unless it has moved
  // on by then: these dialogs have no trigger of their own to return it to.
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (dialog && dialog !== "upload") {
      if (document.activeElement instanceof HTMLElement && document.activeElement !== document.body) opener.current = document.activeElement;
      return;
    }
    const el = opener.current;
    opener.current = null;
    if (!el) return;
    const frame = requestAnimationFrame(() => {
      if (el.isConnected && (!document.activeElement || document.activeElement === document.body)) el.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [dialog]);
  const Component = dialog && dialog !== "upload" ? dialogs[dialog] : null;
  return (
    <>
      {/* The uploader stays mounted once opened, so uploads carry on while it is closed. */}
      <LazyUploadMediaDialog
        open={dialog === "upload"}
        onOpenChange={(open) => setDialog(open ? "upload" : null)}
        onUploaded={addUpload}
        maxNumberOfFiles={EDITOR_MAX_FILES}
      />
      {Component && dialog ? <Component open onOpenChange={(open) => setDialog(open ? dialog : null)} /> : null}
    </>
  );
}
