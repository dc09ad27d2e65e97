import type { Metadata } from "next";

import { PageContainer, PageHeader } from "@/components/shell/page-header";
import { VoiceLabLoader } from "@/components/voice-lab/voice-lab-loader";

export const metadata: Metadata = { title: "Voice Lab" };

export default function Page() {
  return (
    <PageContainer>
      <PageHeader title="Voice Lab" description="Clone voices, turn text into speech, translate audio and add sound effects." />
      <VoiceLabLoader />
    </PageContainer>
  );
}
