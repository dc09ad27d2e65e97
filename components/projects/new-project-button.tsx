"use client";

import { Plus } from "lucide-react";
import { useRouter } from "next/navigation";

import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";

/** New Project (and the empty state's Create First Project): a toast, then the video editor. */
export function NewProjectButton({ label = "New Project", variant }: { label?: string; variant?: "default" | "outline" }) {
  const router = useRouter();
  return (
    <Button
      variant={variant}
      onClick={() => {
        toast({ title: "New Project", description: "Redirecting to video editor..." });
        router.push("/editor");
      }}
    >
      <Plus aria-hidden />
      {label}
    </Button>
  );
}
