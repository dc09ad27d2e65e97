"use client";

import { lazy, Suspense } from "react";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

// The list and its commands load after the editor: the first load does not carry them.
const TransitionsPanel = lazy(() => import("./transitions-panel").then((m) => ({ default: m.TransitionsPanel })));

/** Twelve rows of buttons, as tall as the panel will be, so nothing moves when it arrives. */
const PANEL_HEIGHT = "h-[25.5rem]";

/** The Transitions panel: drag one onto a cut of the timeline, or select a clip and choose one. */
export function TransitionsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle id="transitions-heading">Transitions</CardTitle>
      </CardHeader>
      <CardContent>
        <Suspense fallback={<div className={PANEL_HEIGHT} aria-busy="true" />}>
          <TransitionsPanel className={PANEL_HEIGHT} />
        </Suspense>
      </CardContent>
    </Card>
  );
}
