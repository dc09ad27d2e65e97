import { PageContainer, PageHeader } from "@/components/shell/page-header";
import { screenTitles } from "@/lib/routes";

/** A screen whose own issue has not landed yet: its title in the shell. */
export function PlaceholderScreen({ path }: { path: string }) {
  return (
    <PageContainer>
      <PageHeader title={screenTitles[path] ?? path} description="This screen is on its way." />
    </PageContainer>
  );
}
