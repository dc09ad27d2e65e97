"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type * as React from "react";

import { isActiveRoute } from "@/lib/routes";
import { cn } from "@/lib/utils";

/** A navigation link that marks itself when its route is the current one (aria-current="page"). */
export function NavLink({
  href,
  className,
  activeClassName,
  children,
}: {
  href: string;
  className?: string;
  activeClassName?: string;
  children: React.ReactNode;
}) {
  const pathname = usePathname();
  const active = isActiveRoute(pathname, href);
  return (
    <Link
      href={href}
      aria-current={active ? "page" : undefined}
      data-active={active || undefined}
      className={cn(className, active && activeClassName)}
    >
      {children}
    </Link>
  );
}
