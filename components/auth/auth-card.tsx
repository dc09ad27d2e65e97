import type * as React from "react";

import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Clapperboard } from "@/components/ui/icons";

/** The centred card the login, signup and forgot-password screens sit in. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description: string;
  children: React.ReactNode;
  footer?: React.ReactNode;
}) {
  return (
    <div className="flex min-h-[calc(100dvh-3.5rem)] items-start justify-center px-4 py-10 sm:items-center lg:min-h-dvh">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <span className="flex size-11 items-center justify-center rounded-xl bg-primary/15">
            <Clapperboard className="size-6 text-primary" aria-hidden />
          </span>
          <h1 className="mt-2 text-2xl font-bold tracking-tight">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          {children}
          {footer ? <div className="flex flex-col items-center gap-2 text-sm text-muted-foreground">{footer}</div> : null}
        </CardContent>
      </Card>
    </div>
  );
}
