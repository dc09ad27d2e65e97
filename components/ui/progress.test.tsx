import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { Progress } from "@/components/ui/progress";

const indicatorClass = (html: string) => /data-slot="progress-indicator" class="([^"]*)"/.exec(html)?.[1] ?? "";

describe("Progress", () => {
  it("is a progressbar with its clamped value, and its indicator moves with a transition", () => {
    const html = renderToStaticMarkup(<Progress value={140} aria-label="Upload progress" />);
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('aria-valuenow="100"');
    expect(html).toContain('aria-label="Upload progress"');
    expect(indicatorClass(html)).toContain("transition-transform");
  });

  it("steady: the indicator jumps to each value (an export's bar, moved several times a second)", () => {
    const html = renderToStaticMarkup(<Progress value={40} steady aria-label="Export progress" />);
    expect(html).toContain('aria-valuenow="40"');
    expect(html).toContain("translateX(-60%)");
    expect(indicatorClass(html)).not.toContain("transition");
    expect(html).not.toContain("steady");
  });
});
