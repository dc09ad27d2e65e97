"use client";

import dynamic from "next/dynamic";

/**
 * The converter's interactive cards load after the page: behind the guard they show only once the
 * session is read anyway, and this keeps the route's first-load JS within budget.
 */
export const TokenConverterScreenLazy = dynamic(
  () => import("@/components/token-converter/token-converter-screen").then((m) => m.TokenConverterScreen),
  { ssr: false, loading: () => <div className="min-h-[60rem]" /> },
);
