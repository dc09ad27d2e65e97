import * as React from "react";

/** One Lucide icon's drawing, as each `lucide-react/icons/<name>` module exports it (`__iconData`). */
export interface LucideIconData {
  name: string;
  size?: number;
  aliases?: string[];
  node: [string, Record<string, string | number>][];
}

/** The drawing of an icon module imported whole (`import * as gift from "lucide-react/icons/gift"`). */
export function iconData(iconModule: unknown): LucideIconData {
  return (iconModule as { __iconData: LucideIconData }).__iconData;
}

export type StaticIcon = (props: React.ComponentProps<"svg">) => React.JSX.Element;

/**
 * A Lucide icon (ISC licence) as plain SVG, the markup lucide-react renders. lucide-react's icon component is a
 * client component, so each icon a server component draws through it would bring lucide's icon runtime into the
 * page's first-load JavaScript; drawn this way a server component's icons cost no JavaScript at all.
 */
export function staticIcon(data: LucideIconData): StaticIcon {
  const size = data.size ?? 24;
  const names = ["lucide", `lucide-${data.name}`, ...(data.aliases ?? []).map((alias) => `lucide-${alias}`)].join(" ");
  function Icon({ className, ...props }: React.ComponentProps<"svg">) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox={`0 0 ${size} ${size}`}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `${names} ${className}` : names}
        aria-hidden="true"
        {...props}
      >
        {data.node.map(([tag, attrs]) => React.createElement(tag, attrs))}
      </svg>
    );
  }
  Icon.displayName = data.name;
  return Icon;
}
