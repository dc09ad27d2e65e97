import type * as React from "react";

/**
 * The few Lucide icons (ISC licence) the shell draws on every page, as plain SVG: the same markup lucide-react renders.
 * The shell's server components draw them (passing them to its client islands as elements), so they cost no
 * JavaScript. Each is marked pure: a client component that draws one (the error panel's retry, the sign-in guard's
 * spinner) brings that icon alone into the page's JavaScript, not the set.
 */
function shellIcon(name: string, shapes: React.ReactNode) {
  function ShellIcon({ className, ...props }: React.ComponentProps<"svg">) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className={`lucide lucide-${name}${className ? ` ${className}` : ""}`}
        aria-hidden="true"
        {...props}
      >
        {shapes}
      </svg>
    );
  }
  return ShellIcon;
}

export const Coins = /* @__PURE__ */ shellIcon(
  "coins",
  <>
    <path d="M13.744 17.736a6 6 0 1 1-7.48-7.48" />
    <path d="M15 6h1v4" />
    <path d="m6.134 14.768.866-.5 2 3.464" />
    <circle cx="16" cy="8" r="6" />
  </>,
);
export const LogIn = /* @__PURE__ */ shellIcon(
  "log-in",
  <>
    <path d="m10 17 5-5-5-5" />
    <path d="M15 12H3" />
    <path d="M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4" />
  </>,
);
export const LogOut = /* @__PURE__ */ shellIcon(
  "log-out",
  <>
    <path d="m16 17 5-5-5-5" />
    <path d="M21 12H9" />
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
  </>,
);
export const Menu = /* @__PURE__ */ shellIcon(
  "menu",
  <>
    <path d="M4 5h16" />
    <path d="M4 12h16" />
    <path d="M4 19h16" />
  </>,
);
export const Settings = /* @__PURE__ */ shellIcon(
  "settings",
  <>
    <path d="M9.671 4.136a2.34 2.34 0 0 1 4.659 0 2.34 2.34 0 0 0 3.319 1.915 2.34 2.34 0 0 1 2.33 4.033 2.34 2.34 0 0 0 0 3.831 2.34 2.34 0 0 1-2.33 4.033 2.34 2.34 0 0 0-3.319 1.915 2.34 2.34 0 0 1-4.659 0 2.34 2.34 0 0 0-3.32-1.915 2.34 2.34 0 0 1-2.33-4.033 2.34 2.34 0 0 0 0-3.831A2.34 2.34 0 0 1 6.35 6.051a2.34 2.34 0 0 0 3.319-1.915" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const LoaderCircle = /* @__PURE__ */ shellIcon("loader-circle", <path d="M21 12a9 9 0 1 1-6.219-8.56" />);
export const RotateCcw = /* @__PURE__ */ shellIcon(
  "rotate-ccw",
  <>
    <path d="M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8" />
    <path d="M3 3v5h5" />
  </>,
);
