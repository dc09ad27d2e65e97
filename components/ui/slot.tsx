import * as React from "react";

type Props = Record<string, unknown>;

function setRef(ref: unknown, node: unknown) {
  if (typeof ref === "function") ref(node);
  else if (ref && typeof ref === "object") (ref as { current: unknown }).current = node;
}

/**
 * Renders its one child element with the slot's props merged in (a Button's classes on a Link, for `asChild`): the
 * child's props win, except that classes are joined, styles merged, and both event handlers and both refs run (the
 * child's first). The part of Radix's Slot this codebase uses, without its weight in every page's JavaScript.
 */
export function Slot({ children, ...slotProps }: Props & { children?: React.ReactNode }) {
  const child = React.Children.only(children);
  if (!React.isValidElement<Props>(child)) return null;
  const childProps = child.props;
  const merged: Props = { ...slotProps, ...childProps };
  for (const key of Object.keys(slotProps)) {
    const ours = slotProps[key];
    const theirs = childProps[key];
    if (/^on[A-Z]/.test(key) && typeof ours === "function" && typeof theirs === "function") {
      merged[key] = (...args: unknown[]) => {
        theirs(...args);
        ours(...args);
      };
    }
  }
  if (slotProps.ref && childProps.ref) {
    merged.ref = (node: unknown) => {
      setRef(childProps.ref, node);
      setRef(slotProps.ref, node);
    };
  }
  if (slotProps.className || childProps.className) {
    merged.className = [slotProps.className, childProps.className].filter(Boolean).join(" ");
  }
  if (slotProps.style || childProps.style) {
    merged.style = { ...(slotProps.style as object), ...(childProps.style as object) };
  }
  return React.cloneElement(child, merged);
}
