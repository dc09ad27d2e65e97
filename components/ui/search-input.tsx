import { SearchIcon } from "lucide-react";
import type * as React from "react";

import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

/** A search field with its magnifier icon; give it an aria-label or a <label htmlFor>. */
export function SearchInput({ className, wrapperClassName, ...props }: React.ComponentProps<"input"> & { wrapperClassName?: string }) {
  return (
    <div data-slot="search-input" className={cn("relative", wrapperClassName)}>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
      <Input type="search" className={cn("pl-9", className)} {...props} />
    </div>
  );
}
