import type { Metadata } from "next";

import { MergeMediaLoader } from "@/components/merge/merge-media-loader";
import { PageContainer, PageHeader } from "@/components/shell/page-header";

export const metadata: Metadata = { title: "Merge Media" };

export default function Page() {
  return (
    <PageContainer>
      <PageHeader
        title="Merge Pictures and Videos"
        description="Generate video from images, combine pictures, join audio and merge clips into one video."
      />
      <MergeMediaLoader />
    </PageContainer>
  );
}
