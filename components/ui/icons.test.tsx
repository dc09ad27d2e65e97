import * as lucide from "lucide-react";
import type * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import * as icons from "@/components/ui/icons";

const drawn = Object.entries(icons) as [string, icons.Icon][];
const lucideIcon = (name: string) => (lucide as unknown as Record<string, React.ComponentType<React.ComponentProps<"svg">>>)[name];

describe("icons drawn without lucide-react's runtime", () => {
  it("has the icons the pages draw", () => {
    expect(drawn.length).toBeGreaterThan(50);
  });

  it.each(drawn)("%s renders the SVG lucide-react renders", (name, Icon) => {
    const Lucide = lucideIcon(name);
    expect(Lucide, `lucide-react has no icon named ${name}`).toBeDefined();
    const ours = renderToStaticMarkup(<Icon className="size-4 text-primary" />);
    expect(ours).toBe(renderToStaticMarkup(<Lucide className="size-4 text-primary" />));
    expect(ours).toContain('aria-hidden="true"');
  });

  it("is not hidden from assistive technology when it is labelled, as in lucide-react", () => {
    const labelled = renderToStaticMarkup(<icons.LoaderCircle aria-label="Loading" className="animate-spin" />);
    expect(labelled).toBe(renderToStaticMarkup(<lucide.LoaderCircle aria-label="Loading" className="animate-spin" />));
    expect(labelled).not.toContain("aria-hidden");
    expect(labelled).toContain('aria-label="Loading"');
  });
});
