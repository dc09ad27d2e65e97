import { describe, expect, it } from "vitest";

import { shellClasses } from "@/components/shell/shell-classes";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

// The shell's islands write out these class lists instead of calling Button and Avatar: each must be exactly what
// the primitive computes, so a change to the primitive shows up here.
describe("shell class lists", () => {
  it.each([
    ["ghostIcon", cn(buttonVariants({ variant: "ghost", size: "icon" }))],
    ["walletButton", cn(buttonVariants({ variant: "secondary", size: "sm", className: "mt-2 w-full justify-start" }))],
    [
      "planButton",
      cn(
        buttonVariants({
          variant: "ghost",
          className:
            "block h-4 max-w-full truncate p-0 text-xs leading-4 font-normal text-muted-foreground underline-offset-2 hover:bg-transparent hover:text-foreground hover:underline",
        }),
      ),
    ],
    ["primary", cn(buttonVariants({}))],
    ["outline", cn(buttonVariants({ variant: "outline" }))],
    ["avatar", cn("relative flex size-9 shrink-0 overflow-hidden rounded-full")],
    ["avatarImage", cn("absolute inset-0 z-10 aspect-square size-full object-cover")],
    ["avatarFallback", cn("flex size-full items-center justify-center rounded-full bg-primary/25 text-xs font-semibold text-foreground")],
  ] as const)("%s equals the primitive's classes", (key, expected) => {
    expect(shellClasses[key]).toBe(expected);
  });
});
