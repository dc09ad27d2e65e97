import type { Metadata } from "next";
import Link from "next/link";

import { AuthCard } from "@/components/auth/auth-card";
import { LoginFormLazy } from "@/components/auth/lazy-forms";

export const metadata: Metadata = { title: "Login" };

const link = "font-medium text-primary underline-offset-4 hover:underline";

export default function Page() {
  return (
    <AuthCard
      title="Welcome Back"
      description="Sign in to your MSX Studio account"
      footer={
        <>
          <Link href="/forgot-password" className={link}>
            Forgot password?
          </Link>
          <p>
            Don&apos;t have an account?{" "}
            <Link href="/signup" className={link}>
              Sign up
            </Link>
          </p>
          <p className="flex gap-4">
            <Link href="/my-account" className={link}>
              My Account
            </Link>
            <Link href="/" className={link}>
              Back to Home
            </Link>
          </p>
        </>
      }
    >
      <LoginFormLazy />
    </AuthCard>
  );
}
