export type ToastVariant = "default" | "destructive";

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

/**
 * The one toast helper. Components raise toasts; data code returns results.
 * `destructive` toasts are announced assertively and styled as errors. Sonner loads on first use,
 * which keeps it out of every page's first load.
 */
export function toast({ title, description, variant = "default" }: ToastOptions): void {
  void import("sonner").then(({ toast: sonner }) => {
    if (variant === "destructive") sonner.error(title, { description });
    else sonner(title, { description });
  });
}
