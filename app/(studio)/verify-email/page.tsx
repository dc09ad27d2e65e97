import type { Metadata } from "next";
import Link from "next/link";

import { AuthCard } from "@/components/auth/auth-card";
import { VerifyEmailLazy } from "@/components/auth/lazy-forms";

export const metadata: Metadata = { title: "Verify E-mail" };

/** Where a verification mail's link leads: the page posts its token (a GET changes nothing). */
export default async function Page({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  const value = typeof token === "string" ? token : "";
  return (
    <AuthCard
      title="Verify E-mail"
      description="Rewards need a verified e-mail address."
      footer={
        <Link href="/account" className="font-medium text-primary underline-offset-4 hover:underline">
          Account Settings
        </Link>
      }
    >
      {value ? (
        <VerifyEmailLazy token={value} />
      ) : (
        <p role="alert" className="text-center text-sm text-muted-foreground">
          This page needs the link from your verification e-mail. Sign in and use Resend link in Account Settings to get a new one.
        </p>
      )}
    </AuthCard>
  );
}
