export type ToastVariant = "default" | "destructive";

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** A button in the toast: opens a page ({ label: "Sign Up", href: "/signup" }) or does something ({ label, onClick }). */
  action?: { label: string; href: string } | { label: string; onClick: () => void };
}

/**
 * The toaster (components/ui/sonner.tsx) is mounted by the root layout's client part on the first toast, not with the
 * page: until a page toasts, it loads and draws nothing of sonner. A toast waits for the toaster to be listening
 * (sonner shows only the toasts raised after its toaster has subscribed).
 */
const toasterListeners = new Set<() => void>();
let toasterReady: Promise<void> | null = null;
let markToasterReady: () => void = () => {};

/** For useSyncExternalStore: whether the toaster should be mounted now. */
export const subscribeToaster = (listener: () => void) => {
  toasterListeners.add(listener);
  return () => void toasterListeners.delete(listener);
};
export const isToasterWanted = () => toasterReady !== null;

/** Called by the mounted toaster once it listens for toasts. */
export function toasterMounted(): void {
  markToasterReady();
}

function whenToasterListens(): Promise<void> {
  if (!toasterReady) {
    toasterReady = new Promise((resolve) => (markToasterReady = resolve));
    for (const listener of toasterListeners) listener();
  }
  return toasterReady;
}

/**
 * The one toast helper. Components raise toasts; data code returns results.
 * `destructive` toasts are announced assertively and styled as errors. Sonner loads on first use,
 * which keeps it out of every page's load.
 */
export function toast({ title, description, variant = "default", action }: ToastOptions): void {
  void Promise.all([import("sonner"), whenToasterListens()]).then(([{ toast: sonner }]) => {
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
