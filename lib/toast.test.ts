import { beforeEach, describe, expect, it, vi } from "vitest";

const shown: string[] = [];
vi.mock("sonner", () => {
  const toast = (title: string) => void shown.push(title);
  toast.error = (title: string) => void shown.push(`error: ${title}`);
  return { toast };
});

describe("toasts mount the toaster on first use", () => {
  beforeEach(() => {
    shown.length = 0;
    vi.resetModules();
  });

  it("asks for the toaster on the first toast and shows it only once the toaster listens", async () => {
    const { isToasterWanted, subscribeToaster, toast, toasterMounted } = await import("./toast");
    const changes: boolean[] = [];
    subscribeToaster(() => changes.push(isToasterWanted()));
    expect(isToasterWanted()).toBe(false);

    toast({ title: "Saved" });
    expect(changes).toEqual([true]);
    // Not yet mounted: sonner would drop a toast raised before its toaster subscribes.
    await new Promise((r) => setTimeout(r, 20));
    expect(shown).toEqual([]);

    toasterMounted();
    await vi.waitFor(() => expect(shown).toEqual(["Saved"]));
    // Later toasts go straight through; the toaster is asked for once.
    toast({ title: "Failed", variant: "destructive" });
    await vi.waitFor(() => expect(shown).toEqual(["Saved", "error: Failed"]));
    expect(changes).toEqual([true]);
  });
});
