"use client";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { lazyComponent } from "@/components/ui/lazy-component";

// The list and its commands are their own chunk, outside the editor's first load; the server draws them in place (no
// boundary of their own, as the editor's panels: ../lazy-panels.tsx).
const TransitionsPanel = lazyComponent(() => import("./transitions-panel").then((m) => m.TransitionsPanel), { inline: true });

/** Twelve rows of buttons. */
const PANEL_HEIGHT = "h-[25.5rem]";

/** The Transitions panel: drag one onto a cut of the timeline, or select a clip and choose one. */
export function TransitionsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle id="transitions-heading">Transitions</CardTitle>
      </CardHeader>
      <CardContent>
        <TransitionsPanel className={PANEL_HEIGHT} />
      </CardContent>
    </Card>
  );
}
