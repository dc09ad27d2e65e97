"use client";

import { WandSparklesIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

import { useEditor } from "./editor-store";

/**
 * SLOT for the AI Tools panel (issue 9). After merging, the lead replaces this card's body with
 *   <AiToolsPanel onAutoEdit={autoEdit} onCaptions={setCaptions} />
 * from "@/components/ai-tools/ai-tools-panel" (both handlers come from useEditor()).
 * Until then a stand-in offers Auto Edit, which balances the current frame's colours.
 */
export function AiToolsSlot() {
  const { autoEdit, setCaptions, state } = useEditor();
  return (
    <Card data-slot="ai-tools-panel">
      <CardHeader>
        <CardTitle>AI Tools</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Button variant="secondary" size="sm" onClick={autoEdit}>
          <WandSparklesIcon aria-hidden /> Auto Edit
        </Button>
        {state.captions ? (
          <Button variant="ghost" size="sm" onClick={() => setCaptions(null)}>
            Remove captions
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
