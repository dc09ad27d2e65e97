"use client";

import dynamic from "next/dynamic";

/**
 * The sign-in forms: rendered on the server with the page, their script loaded as its own chunk, outside the
 * first-load bundle (the shell already uses nearly all of the budget). The placeholders show only on a client-side
 * navigation while the chunk loads; each is as tall as its form, so the centred card and the links below it do not
 * move when the form arrives (e2e/layout-shift.spec.ts checks it).
 */
const placeholder = (minHeight: string) =>
  function FormPlaceholder() {
    return (
      <p role="status" className={`flex items-center justify-center text-sm text-muted-foreground ${minHeight}`}>
        Loading form...
      </p>
    );
  };

export const LoginFormLazy = dynamic(() => import("@/components/auth/login-form").then((m) => m.LoginForm), {
  loading: placeholder("min-h-[352px]"),
});
export const SignupFormLazy = dynamic(() => import("@/components/auth/signup-form").then((m) => m.SignupForm), {
  loading: placeholder("min-h-[576px] sm:min-h-[476px]"),
});
export const ForgotPasswordFormLazy = dynamic(
  () => import("@/components/auth/forgot-password-form").then((m) => m.ForgotPasswordForm),
  { loading: placeholder("min-h-[120px]") },
);
export const ResetPasswordFormLazy = dynamic(
  () => import("@/components/auth/reset-password-form").then((m) => m.ResetPasswordForm),
  { loading: placeholder("min-h-[200px]") },
);
