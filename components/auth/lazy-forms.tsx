"use client";

import { lazyComponent } from "@/components/ui/lazy-component";

/**
 * The sign-in forms load right after the page, outside its first-load bundle (the shell already
 * uses nearly all of the budget). Not rendered on the server: a field typed into before hydration was reset by it
 * (the sign-up journey test caught it), and a form must keep what was typed. Each placeholder is as tall as its form, so the centred card and
 * the links below it do not move when the form arrives (e2e/routes.spec.ts checks it).
 */
const placeholder = (minHeight: string) =>
  function FormPlaceholder() {
    return (
      <p role="status" className={`flex items-center justify-center text-sm text-muted-foreground ${minHeight}`}>
        Loading form...
      </p>
    );
  };

export const LoginFormLazy = lazyComponent(() => import("@/components/auth/login-form").then((m) => m.LoginForm), {
  ssr: false,
  loading: placeholder("min-h-[352px]"),
});
export const SignupFormLazy = lazyComponent(() => import("@/components/auth/signup-form").then((m) => m.SignupForm), {
  ssr: false,
  loading: placeholder("min-h-[576px] sm:min-h-[476px]"),
});
export const ForgotPasswordFormLazy = lazyComponent(
  () => import("@/components/auth/forgot-password-form").then((m) => m.ForgotPasswordForm),
  { ssr: false, loading: placeholder("min-h-[120px]") },
);
export const ResetPasswordFormLazy = lazyComponent(
  () => import("@/components/auth/reset-password-form").then((m) => m.ResetPasswordForm),
  { ssr: false, loading: placeholder("min-h-[200px]") },
);
export const VerifyEmailLazy = lazyComponent(() => import("@/components/auth/verify-email").then((m) => m.VerifyEmail), {
  ssr: false,
  loading: () => (
    <p role="status" className="flex min-h-[120px] items-center justify-center text-sm text-muted-foreground">
      Verifying your e-mail...
    </p>
  ),
});
