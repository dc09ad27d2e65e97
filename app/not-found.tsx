import type { Metadata } from "next";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import { House as Home } from "@/components/ui/icons";

export const metadata: Metadata = { title: "404 Page Not Found" };

export default function NotFound() {
  return (
    <div className="flex min-h-[70vh] items-center justify-center p-6">
      <div className="w-full max-w-md rounded-xl border border-border bg-card p-8 text-center">
        <h1 className="text-2xl font-bold">404 Page Not Found</h1>
        <p className="mt-3 text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
        <Button asChild className="mt-6">
          <Link href="/">
            <Home aria-hidden />
            Back to home
          </Link>
        </Button>
      </div>
    </div>
  );
}
