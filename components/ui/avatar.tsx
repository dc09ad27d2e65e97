"use client";

import type * as React from "react";

import { cn } from "@/lib/utils";

/**
 * Avatar: the fallback (initials) sits under the image; an image that fails to load hides itself.
 * Native elements only, so the sidebar's avatar costs next to nothing in every page's bundle.
 */
export function Avatar({ className, ...props }: React.ComponentProps<"span">) {
  return (
    <span
      data-slot="avatar"
      className={cn("relative flex size-9 shrink-0 overflow-hidden rounded-full", className)}
      {...props}
    />
  );
}

export function AvatarImage({ className, alt = "", onError, ...props }: React.ComponentProps<"img">) {
  if (!props.src) return null;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- user photos are data: or storage URLs of unknown size
    <img
      data-slot="avatar-image"
      alt={alt}
      className={cn("absolute inset-0 z-10 aspect-square size-full object-cover", className)}
      onError={(event) => {
        event.currentTarget.hidden = true;
        onError?.(event);
      }}
      {...props}
    />
  );
}

export function AvatarFallback({ className, ...props }: React.ComponentProps<"span">) {
  return (
    <span
      data-slot="avatar-fallback"
      className={cn("flex size-full items-center justify-center rounded-full bg-primary/25 text-xs font-semibold text-foreground", className)}
      {...props}
    />
  );
}
