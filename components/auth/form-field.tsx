/** The sign-in, sign-up and password forms' fields: a label, its input and the error line, tied together for screen readers. */
import type * as React from "react";

import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

type FieldProps = { id: string; label: React.ReactNode; error?: string; className?: string } & Omit<React.ComponentProps<typeof Input>, "id" | "className">;

/** One labelled input; with an error, the input is marked invalid and described by the error line below it. */
export function FormField({ id, label, error, className, ...input }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Input id={id} {...input} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} />
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The e-mail field of the sign-in and forgot-password forms. */
export function EmailField({ id, value, onValue, error }: { id: string; value: string; onValue: (value: string) => void; error?: string }) {
  return (
    <FormField
      id={id}
      label="Email"
      type="email"
      autoComplete="email"
      placeholder="Enter your email"
      required
      value={value}
      onChange={(e) => onValue(e.target.value)}
      error={error}
    />
  );
}
