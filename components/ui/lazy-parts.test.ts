import { describe, expect, it, vi } from "vitest";

import { holdForLazyPart, whenLazyPartsHydrated } from "@/components/ui/lazy-parts";

describe("the page's hydrated mark and server-drawn lazy parts", () => {
  it("is given at once when no part is waiting for its code", () => {
    const hydrated = vi.fn();
    whenLazyPartsHydrated(hydrated);
    expect(hydrated).toHaveBeenCalledTimes(1);
  });

  it("waits for every waiting part, each released once however often it says so", () => {
    const first = holdForLazyPart();
    const second = holdForLazyPart();
    const hydrated = vi.fn();
    whenLazyPartsHydrated(hydrated);
    first();
    first();
    expect(hydrated).not.toHaveBeenCalled();
    second();
    expect(hydrated).toHaveBeenCalledTimes(1);
    // Later parts (a dialog opened after the page was ready) do not call it again.
    holdForLazyPart()();
    expect(hydrated).toHaveBeenCalledTimes(1);
  });
});
