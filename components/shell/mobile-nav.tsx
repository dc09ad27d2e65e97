"use client";

import { usePathname } from "next/navigation";
import * as React from "react";

import { shellClasses } from "@/components/shell/shell-classes";

// The drawer (Radix Dialog) loads on first use; its content is the server-rendered sidebar.
const MobileDrawer = React.lazy(() => import("@/components/shell/mobile-drawer").then((m) => ({ default: m.MobileDrawer })));

/** On narrow screens the sidebar collapses into a menu button and a drawer. The icon comes drawn from the server. */
export function MobileNav({ menuIcon, children }: { menuIcon: React.ReactNode; children: React.ReactNode }) {
  const pathname = usePathname();
  const [openAt, setOpenAt] = React.useState<string | null>(null);
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  // Following a link closes the drawer: it is open only on the path it was opened on.
  const open = openAt === pathname;
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        data-slot="button"
        className={shellClasses.ghostIcon}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpenAt(pathname)}
      >
        {menuIcon}
      </button>
      {open ? (
        <React.Suspense fallback={null}>
          <MobileDrawer
            onClose={() => {
              setOpenAt(null);
              buttonRef.current?.focus();
            }}
          >
            {children}
          </MobileDrawer>
        </React.Suspense>
      ) : null}
    </>
  );
}
