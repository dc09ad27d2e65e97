import type { Metadata } from "next";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import { FolderOpen, Plus } from "@/components/ui/icons";

export const metadata: Metadata = { title: "Project not found" };

/** /editor?project=<id> for a project that does not exist, or that belongs to another account (answered 404). */
export default function ProjectNotFound() {
  return (
    <div className="flex min-h-[70vh] items-center justify-center p-6">
      <div className="w-full max-w-md rounded-xl border border-border bg-card p-8 text-center">
        <h1 className="text-2xl font-bold">Project not found</h1>
        <p className="mt-3 text-sm text-muted-foreground">
          This project does not exist, or it belongs to another account. Sign in to the account that saved it to open it.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          <Button asChild>
            <Link href="/projects">
              <FolderOpen aria-hidden />
              My Projects
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/editor">
              <Plus aria-hidden />
              New project
            </Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
