import type { Metadata } from "next";
import { Suspense } from "react";

import { NewProjectButton } from "@/components/projects/new-project-button";
import { ProjectsBrowser } from "@/components/projects/projects-browser";
import { PageHeader } from "@/components/shell/page-header";

export const metadata: Metadata = { title: "My Projects" };

export default function Page() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="My Projects" description="Manage and organize your video projects." actions={<NewProjectButton />} />
      {/* useSearchParams: the filters render in the browser, the header on the server. */}
      <Suspense fallback={<p className="text-sm text-muted-foreground" role="status">Loading projects...</p>}>
        <ProjectsBrowser />
      </Suspense>
    </div>
  );
}
