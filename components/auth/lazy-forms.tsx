"use client";

import dynamic from "next/dynamic";

/**
 * The sign-in forms load right after the page, outside its first-load bundle (the shell already
 * uses nearly all of the budget). The placeholder keeps the card's height, so nothing shifts.
 */
const loading = () => (
  <p role="status" className="flex min-h-72 items-center justify-center text-sm text-muted-foreground">
    Loading form...
  </p>
);

export const LoginFormLazy = dynamic(() => import("@/components/auth/login-form").then((m) => m.LoginForm), { ssr: false, loading });
export const SignupFormLazy = dynamic(() => import("@/components/auth/signup-form").then((m) => m.SignupForm), { ssr: false, loading });
export const ForgotPasswordFormLazy = dynamic(
  () => import("@/components/auth/forgot-password-form").then((m) => m.ForgotPasswordForm),
  { ssr: false, loading },
);
