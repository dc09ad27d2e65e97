import type { Metadata } from "next";
import Link from "next/link";

import { AuthCard } from "@/components/auth/auth-card";
import { SignupFormLazy } from "@/components/auth/lazy-forms";
import { WELCOME_BONUS_MSXT } from "@/lib/config";

export const metadata: Metadata = { title: "Sign Up" };

const link = "font-medium text-primary underline-offset-4 hover:underline";

export default function Page() {
  return (
    <AuthCard
      title="Create Your Account"
      description={`Join MSX Studio and get ${WELCOME_BONUS_MSXT} MSXT as a welcome bonus`}
      footer={
        <>
          <p>
            Already have an account?{" "}
            <Link href="/login" className={link}>
              Sign in
            </Link>
          </p>
          <Link href="/" className={link}>
            Back to Home
          </Link>
        </>
      }
    >
      <SignupFormLazy />
    </AuthCard>
  );
}
