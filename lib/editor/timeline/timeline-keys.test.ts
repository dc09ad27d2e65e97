import { describe, expect, it } from "vitest";

import { keyCommand, type KeyLike, type KeyTarget } from "./timeline-keys";

const page: KeyTarget = { typing: false, control: false, inDialog: false };
const key = (k: string, mods: Partial<KeyLike> = {}): KeyLike => ({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });

describe("keyCommand", () => {
  it("maps undo and redo on Ctrl and Cmd", () => {
    expect(keyCommand(key("z", { ctrlKey: true }), page)).toEqual({ type: "undo" });
    expect(keyCommand(key("z", { metaKey: true }), page)).toEqual({ type: "undo" });
    expect(keyCommand(key("Z", { ctrlKey: true, shiftKey: true }), page)).toEqual({ type: "redo" });
    expect(keyCommand(key("y", { ctrlKey: true }), page)).toEqual({ type: "redo" });
    expect(keyCommand(key("s", { ctrlKey: true }), page)).toBeNull();
  });

  it("maps the timeline keys", () => {
    expect(keyCommand(key(" "), page)).toEqual({ type: "togglePlay" });
    expect(keyCommand(key("s"), page)).toEqual({ type: "split" });
    expect(keyCommand(key("S"), page)).toEqual({ type: "split" });
    expect(keyCommand(key("Delete"), page)).toEqual({ type: "delete" });
    expect(keyCommand(key("Backspace"), page)).toEqual({ type: "delete" });
    expect(keyCommand(key("Escape"), page)).toEqual({ type: "deselect" });
    expect(keyCommand(key("Escape"), { ...page, control: true })).toBeNull();
    expect(keyCommand(key("ArrowLeft"), page)).toEqual({ type: "nudge", seconds: 0, frames: -1 });
    expect(keyCommand(key("ArrowRight", { shiftKey: true }), page)).toEqual({ type: "nudge", seconds: 1, frames: 0 });
  });

  it("maps Alt+ArrowUp and Alt+ArrowDown to moving the item between tracks, and nothing else with Alt", () => {
    expect(keyCommand(key("ArrowUp", { altKey: true }), page)).toEqual({ type: "moveTrack", direction: -1 });
    expect(keyCommand(key("ArrowDown", { altKey: true }), page)).toEqual({ type: "moveTrack", direction: 1 });
    expect(keyCommand(key("ArrowUp"), page)).toBeNull();
    expect(keyCommand(key("ArrowDown", { altKey: true, shiftKey: true }), page)).toBeNull();
    expect(keyCommand(key("ArrowDown", { altKey: true, ctrlKey: true }), page)).toBeNull();
    expect(keyCommand(key("ArrowLeft", { altKey: true }), page)).toBeNull();
    expect(keyCommand(key("ArrowUp", { altKey: true }), { ...page, control: true })).toBeNull();
    expect(keyCommand(key("ArrowUp", { altKey: true }), { ...page, typing: true })).toBeNull();
    expect(keyCommand(key("ArrowDown", { altKey: true }), { ...page, inDialog: true })).toBeNull();
  });

  it("leaves typing and dialogs alone", () => {
    expect(keyCommand(key("s"), { ...page, typing: true })).toBeNull();
    expect(keyCommand(key("z", { ctrlKey: true }), { ...page, typing: true })).toBeNull();
    expect(keyCommand(key("Delete"), { ...page, inDialog: true })).toBeNull();
  });

  it("leaves Space and arrows to controls that use them", () => {
    const control = { ...page, control: true };
    expect(keyCommand(key(" "), control)).toBeNull();
    expect(keyCommand(key("ArrowLeft"), control)).toBeNull();
    expect(keyCommand(key("s"), control)).toEqual({ type: "split" });
  });
});
