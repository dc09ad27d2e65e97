import type * as React from "react";

import { fieldClass } from "@/components/ui/input";
import { cn } from "@/lib/utils";

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return <textarea data-slot="textarea" className={cn(fieldClass, "min-h-20 py-2", className)} {...props} />;
}
