"use client";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Switch } from "@/components/ui/switch";
import { editorFixtures } from "@/lib/catalog/editor";
import { APPLIED_EFFECTS_EVENT, removeAppliedEffect } from "@/lib/editor-bridge";
import type { EffectId } from "@/lib/editor/state";

import { useEditor } from "./editor-store";

/** The five editor effects as switches, plus the effects applied on /effects for this project. */
export function EffectsCard() {
  const { settings, dispatch, appliedEffects } = useEditor();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Effects</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2.5">
        <ul className="grid gap-2.5" aria-label="Effects list">
          {editorFixtures.effects.map((effect) => (
            <li key={effect.id} className="flex items-center justify-between gap-2 text-sm">
              <span id={`effect-${effect.id}`} className="text-xs">
                {effect.id}
              </span>
              <Switch
                aria-labelledby={`effect-${effect.id}`}
                checked={settings.effects.includes(effect.id as EffectId)}
                onCheckedChange={() => dispatch({ type: "toggleEffect", id: effect.id as EffectId })}
              />
            </li>
          ))}
        </ul>
        {appliedEffects.length > 0 ? (
          <div className="border-t border-border pt-2.5">
            <p className="mb-1.5 text-xs font-medium text-muted-foreground">Applied from Effects</p>
            <ul className="grid gap-1.5" aria-label="Applied effects" data-testid="applied-effects">
              {appliedEffects.map((e) => (
                <li key={e.id} className="flex items-center justify-between gap-2 text-sm">
                  <span>{e.name}</span>
                  <button
                    type="button"
                    className="text-xs text-muted-foreground underline-offset-2 hover:underline"
                    aria-label={`Remove ${e.name}`}
                    onClick={() => {
                      removeAppliedEffect(window.localStorage, e.id);
                      window.dispatchEvent(new Event(APPLIED_EFFECTS_EVENT));
                    }}
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
