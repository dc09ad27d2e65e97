"use client";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { editorCatalog } from "@/lib/catalog/editor";

import { useEditor } from "./editor-store";

/** AI Features: quick ways into the automatic colour balance, the voice clone and the privacy blur. */
export function AiFeaturesCard() {
  const { settings, setDialog, autoEdit } = useEditor();
  const actions: Record<string, () => void> = {
    "auto-color": autoEdit,
    "voice-clone": () => setDialog("voice"),
    "ai-blur": () => setDialog("blur"),
  };
  const status: Record<string, string | null> = {
    "auto-color": null,
    "voice-clone": settings.voice,
    "ai-blur": settings.blur.type ? `${settings.blur.type} · ${settings.blur.intensity}%` : null,
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>AI Features</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {editorCatalog.aiFeatures.map((f) => (
            <li key={f.id} className="flex items-start justify-between gap-3">
              <div className="min-w-0 text-sm">
                <p className="font-medium">{f.name}</p>
                <p className="text-xs text-muted-foreground">{status[f.id] ?? f.description}</p>
              </div>
              <Button variant="outline" size="sm" onClick={actions[f.id]} aria-label={`Use ${f.name}`}>
                Use
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
