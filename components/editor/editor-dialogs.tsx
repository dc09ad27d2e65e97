"use client";

import dynamic from "next/dynamic";

import { type EditorDialog, useEditor } from "./editor-store";

// Each dialog loads when first opened, keeping the editor's first load small.
const UploadDialog = dynamic(() => import("./upload-dialog-slot").then((m) => m.UploadDialogSlot), { ssr: false });
const VoiceDialog = dynamic(() => import("./voice-dialog").then((m) => m.VoiceDialog), { ssr: false });
const BlurDialog = dynamic(() => import("./blur-dialog").then((m) => m.BlurDialog), { ssr: false });
const WalletDialog = dynamic(() => import("./wallet-dialog-slot").then((m) => m.WalletDialogSlot), { ssr: false });
const SaveDialog = dynamic(() => import("./save-dialog").then((m) => m.SaveDialog), { ssr: false });
const ExportDialog = dynamic(() => import("./export-dialog").then((m) => m.ExportDialog), { ssr: false });

const dialogs: Record<EditorDialog, React.ComponentType<{ open: boolean; onOpenChange: (open: boolean) => void }>> = {
  upload: UploadDialog,
  voice: VoiceDialog,
  blur: BlurDialog,
  wallet: WalletDialog,
  save: SaveDialog,
  export: ExportDialog,
};

/** The open dialog of the editor (one at a time; the open state lives in the editor store). */
export function EditorDialogs() {
  const { dialog, setDialog } = useEditor();
  if (!dialog) return null;
  const Component = dialogs[dialog];
  return <Component open onOpenChange={(open) => setDialog(open ? dialog : null)} />;
}
