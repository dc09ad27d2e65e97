import type { Metadata } from "next";

import { PageContainer, PageHeader } from "@/components/shell/page-header";
import { UploadMediaLauncher } from "@/components/upload/upload-media-launcher";

export const metadata: Metadata = { title: "Video Editor" };

// Placeholder until the editor issue lands; it keeps the Upload Media button wired to the real uploader.
export default function Page() {
  return (
    <PageContainer>
      <PageHeader title="Video Editor" description="This screen is on its way." />
      <UploadMediaLauncher />
    </PageContainer>
  );
}
