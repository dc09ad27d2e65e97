"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type * as React from "react";

import { isActiveRoute } from "@/lib/shell/routes";

/**
 * A navigation link that marks itself when its route is the current one (aria-current="page"). Both class lists come
 * whole from the server component that draws it (merged there), so no class merger ships to the browser.
 */
export function NavLink({
  href,
  className,
  activeClassName,
  children,
}: {
  href: string;
  className: string;
  /** The whole class list when active (the inactive one with the active classes merged in). */
  activeClassName: string;
  children: React.ReactNode;
}) {
  const pathname = usePathname();
  const active = isActiveRoute(pathname, href);
  return (
    <Link
      href={href}
      aria-current={active ? "page" : undefined}
      data-active={active || undefined}
      className={active ? activeClassName : className}
    >
      {children}
    </Link>
  );
}
