/** Runs in the browser as Next's code starts, before it hydrates the page (lib/shell/hydrate-after-paint). */
import { hydrateAfterFirstPaint } from "@/lib/shell/hydrate-after-paint";

hydrateAfterFirstPaint();
