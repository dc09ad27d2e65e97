export type ToastVariant = "default" | "destructive";

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** A button in the toast: opens a page ({ label: "Sign Up", href: "/signup" }) or does something ({ label, onClick }). */
  action?: { label: string; href: string } | { label: string; onClick: () => void };
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
      ...(action ? { action: { label: action.label, onClick: "href" in action ? () => window.location.assign(action.href) : action.onClick } } : {}),
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
