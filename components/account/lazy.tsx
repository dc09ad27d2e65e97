"use client";

import dynamic from "next/dynamic";

/**
 * My Account's forms load after the page (they show only once the session is read, behind the
 * guard, so nothing is lost), which keeps the route's first-load JS within budget.
 */
export const AccountFormsLazy = dynamic(() => import("@/components/account/account-forms").then((m) => m.AccountForms), {
  ssr: false,
  loading: () => <div className="min-h-[60rem]" />,
});
