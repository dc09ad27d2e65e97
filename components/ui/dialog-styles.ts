/**
 * The dialog's look, shared by the Radix dialogs (components/ui/dialog) and the welcome dialog, which is a native
 * <dialog> drawn by the server (components/shell/welcome). A plain module: a server component cannot read values
 * from a "use client" one.
 */
export const dialogStyles = {
  /**
   * A plain dim, no backdrop blur: a blurred backdrop is redrawn whole whenever anything under or in the dialog
   * changes, which in software compositing cost most of a core while an export's progress moved (and held a first
   * paint back under the welcome dialog).
   */
  overlay: "fixed inset-0 z-50 bg-black/60",
  content:
    "fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] grid-cols-[minmax(0,1fr)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border border-border bg-popover p-6 text-popover-foreground shadow-lg outline-none",
  close:
    "absolute top-4 right-4 rounded-sm opacity-70 transition-opacity hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
  header: "flex flex-col gap-2 text-left",
  title: "text-lg leading-none font-semibold",
  description: "text-sm text-muted-foreground",
};
