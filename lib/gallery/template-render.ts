/**
 * The gallery's pictures of templates, drawn from each template's own document by the editor's one compositor (the
 * same frames the export makes, slots as their stand-in cards). Loaded when a card first comes into view or is
 * hovered, never with the gallery's first load. Beat-driven effects follow the music bed's tempo.
 */
import { musicTracks } from "@/lib/catalog/music";
import { templateDoc } from "@/lib/catalog/template-docs";
import { docDuration, outputSize, type ProjectDoc } from "@/lib/editor/model/document";
import { prepareEffects } from "@/lib/editor/effects/effect-hook";
import { framePlan } from "@/lib/editor/render/frame-plan";
import { prepareCaptions } from "@/lib/editor/render/caption-hook";
import { drawLayers, resizeLayers } from "@/lib/editor/render/compositor";
import { prepareLook } from "@/lib/editor/render/look-hook";

export { templateDoc };

export interface TemplatePicture {
  doc: ProjectDoc;
  duration: number;
  /** Draws the frame at t seconds onto the canvas, fitted inside a box of `boxWidth` × `boxHeight` CSS pixels. */
  draw: (canvas: HTMLCanvasElement, t: number, boxWidth: number, boxHeight: number) => void;
}

/** Beat times of the template's library music (its tempo from the Music Library), for the beat-driven effects. */
function beatsOf(doc: ProjectDoc): number[] {
  const urls = new Set(doc.assets.filter((a) => a.source === "library").map((a) => a.url));
  const track = musicTracks.find((m) => urls.has(m.url));
  if (!track) return [];
  const step = 60 / track.bpm;
  const end = docDuration(doc);
  return Array.from({ length: Math.floor(end / step) + 1 }, (_, i) => i * step);
}

/** The template's document made ready to draw (the effect, caption and look engines it needs, loaded). */
export async function templatePicture(doc: ProjectDoc): Promise<TemplatePicture> {
  await Promise.all([prepareEffects(doc), prepareCaptions(doc), prepareLook(doc)]);
  const out = outputSize(doc.settings);
  const inputs = { subject: null, beats: beatsOf(doc) };
  return {
    doc,
    duration: docDuration(doc),
    draw(canvas, t, boxWidth, boxHeight) {
      const fit = Math.min(boxWidth / out.width, boxHeight / out.height);
      const cssWidth = Math.max(2, Math.round(out.width * fit));
      const cssHeight = Math.max(2, Math.round(out.height * fit));
      const ratio = Math.min(2, globalThis.devicePixelRatio || 1);
      const width = Math.round(cssWidth * ratio);
      const height = Math.round(cssHeight * ratio);
      if (canvas.width !== width || canvas.height !== height) {
        canvas.width = width;
        canvas.height = height;
        canvas.style.width = `${cssWidth}px`;
        canvas.style.height = `${cssHeight}px`;
      }
      const ctx = canvas.getContext("2d");
      if (!ctx) return;
      drawLayers(ctx, resizeLayers(framePlan(doc, t), height / out.height), () => null, { width, height }, inputs);
    },
  };
}
