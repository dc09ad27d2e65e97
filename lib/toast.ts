export type ToastVariant = "default" | "destructive";

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** A button in the toast that opens a page, e.g. { label: "Sign Up", href: "/signup" }. */
  action?: { label: string; href: string };
}

/**
 * The one toast helper. Components raise toasts; data code returns results.
 * `destructive` toasts are announced assertively and styled as errors. Sonner loads on first use,
 * which keeps it out of every page's first load.
 */
export function toast({ title, description, variant = "default", action }: ToastOptions): void {
  void import("sonner").then(({ toast: sonner }) => {
    const options = {
      description,
      ...(action ? { action: { label: action.label, onClick: () => window.location.assign(action.href) } } : {}),
    };
    if (variant === "destructive") sonner.error(title, options);
    else sonner(title, options);
  });
}

/** A guest's demo tokens buy, convert and withdraw nothing: the server's message, with a Sign Up action. */
export const SIGN_UP_REQUIRED = "sign_up_required";

export function signUpToast(message: string): void {
  toast({ title: "Sign Up Required", description: message, variant: "destructive", action: { label: "Sign Up", href: "/signup" } });
}
