import type { Metadata } from "next";
import Link from "next/link";

import { AuthCard } from "@/components/auth/auth-card";
import { ForgotPasswordFormLazy, ResetPasswordFormLazy } from "@/components/auth/lazy-forms";

export const metadata: Metadata = { title: "Forgot Password" };

export default async function Page({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  return (
    <AuthCard
      title="Forgot Password"
      description="Enter your email and we will send you a link to reset your password"
      footer={
        <Link href="/login" className="font-medium text-primary underline-offset-4 hover:underline">
          Back to Login
        </Link>
      }
    >
      {token ? <ResetPasswordFormLazy token={token} /> : <ForgotPasswordFormLazy />}
    </AuthCard>
  );
}
