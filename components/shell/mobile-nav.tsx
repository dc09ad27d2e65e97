"use client";

import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import * as React from "react";

import { Menu } from "@/components/shell/shell-icons";
import { Button } from "@/components/ui/button";

// The drawer (Radix Dialog) loads on first use; its content is the server-rendered sidebar.
const MobileDrawer = dynamic(() => import("@/components/shell/mobile-drawer").then((m) => m.MobileDrawer), {
  ssr: false,
});

/** On narrow screens the sidebar collapses into a menu button and a drawer. */
export function MobileNav({ children }: { children: React.ReactNode }) {
  const pathname = usePathname();
  const [openAt, setOpenAt] = React.useState<string | null>(null);
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  // Following a link closes the drawer: it is open only on the path it was opened on.
  const open = openAt === pathname;
  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpenAt(pathname)}
      >
        <Menu aria-hidden />
      </Button>
      {open ? (
        <MobileDrawer
          onClose={() => {
            setOpenAt(null);
            buttonRef.current?.focus();
          }}
        >
          {children}
        </MobileDrawer>
      ) : null}
    </>
  );
}
