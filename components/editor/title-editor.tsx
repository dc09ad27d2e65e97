"use client";

import type * as React from "react";
import { useRef } from "react";

import type { TextItem } from "@/lib/editor/model/document";
import { setTextProps } from "@/lib/editor/edits/index";

import { useEditor } from "./editor-store";

/**
 * A title's text edited in place over the preview, where the title is drawn: Enter keeps the text (Shift+Enter starts a
 * new line), Escape leaves it as it was, and leaving the field keeps it. One undo step.
 */
export function TitleEditor({ item, style, onDone }: { item: TextItem; style: React.CSSProperties; onDone: () => void }) {
  const { edit, announce } = useEditor();
  const closed = useRef(false);
  const done = (text: string | null) => {
    // Once: the field's blur as it goes must not apply what Escape left.
    if (closed.current) return;
    closed.current = true;
    onDone();
    if (text !== null && text !== item.text && edit((d) => setTextProps(d, { itemId: item.id, props: { text } }))) announce("Title text changed");
  };
  return (
    <textarea
      aria-label="Title text"
      autoFocus
      defaultValue={item.text}
      rows={Math.max(1, item.text.split("\n").length)}
      className="pointer-events-auto absolute max-w-[90%] min-w-[8em] -translate-x-1/2 -translate-y-1/2 resize-none rounded border border-primary bg-black/70 text-center leading-tight text-white outline-none"
      style={{ ...style, color: "#ffffff", fieldSizing: "content" } as React.CSSProperties}
      onFocus={(e) => e.currentTarget.select()}
      onBlur={(e) => done(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === "Escape") {
          e.preventDefault();
          done(null);
        } else if (e.key === "Enter" && !e.shiftKey) {
          e.preventDefault();
          done(e.currentTarget.value);
        }
        e.stopPropagation();
      }}
    />
  );
}
