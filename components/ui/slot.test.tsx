import * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

import { Button } from "@/components/ui/button";
import { Slot } from "@/components/ui/slot";

describe("Slot (Button asChild)", () => {
  it("renders the child element with the button's classes and data attributes, and no button type", () => {
    const html = renderToStaticMarkup(
      <Button asChild variant="outline" size="sm">
        <a href="/editor" className="w-full">
          Open
        </a>
      </Button>,
    );
    expect(html).toMatch(/^<a /);
    expect(html).toContain('href="/editor"');
    expect(html).toContain('data-slot="button"');
    expect(html).toContain("border-border");
    expect(html).toContain("w-full");
    expect(html).not.toContain("type=");
    expect(html).toContain(">Open</a>");
  });

  it("runs both click handlers, the child's first, and sets both refs", () => {
    const calls: string[] = [];
    const slotRef = React.createRef<HTMLAnchorElement>();
    const childRef = vi.fn();
    const element = Slot({
      onClick: () => calls.push("slot"),
      ref: slotRef,
      style: { color: "red" },
      children: <a onClick={() => calls.push("child")} ref={childRef} style={{ margin: 1 }} />,
    }) as React.ReactElement<{ onClick: () => void; ref: (n: unknown) => void; style: object }>;
    element.props.onClick();
    expect(calls).toEqual(["child", "slot"]);
    const node = { tagName: "A" };
    element.props.ref(node);
    expect(childRef).toHaveBeenCalledWith(node);
    expect(slotRef.current).toBe(node);
    expect(element.props.style).toEqual({ color: "red", margin: 1 });
  });
});
