import type { Metadata } from "next";

import { PageContainer, PageHeader } from "@/components/shell/page-header";
import { StoryMakerLoader } from "@/components/story/story-maker-loader";

export const metadata: Metadata = { title: "Story Maker" };

export default function Page() {
  return (
    <PageContainer>
      <PageHeader title="Story Maker" description="Turn a prompt into an image, then animate it into a short video." />
      <StoryMakerLoader />
    </PageContainer>
  );
}
