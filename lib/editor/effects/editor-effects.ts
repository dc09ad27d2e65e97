/**
 * The editor's five effects, in the Effects card's order, as the registry names them (./definitions.ts builds their
 * definitions from this list). Kept apart so that the card needs no more than their names to draw its switches.
 * Color Grading, 3D Parallax and Relight are effect items on the selected clip (or over the whole timeline); Blur
 * Effects and AI Blur are the Blur dialog's blur and privacy blur.
 */
export const editorEffects = [
  { id: "color-grading", name: "Color Grading", item: true },
  { id: "3d-parallax", name: "3D Parallax", item: true },
  { id: "relight", name: "Relight", item: true },
  { id: "blur-effects", name: "Blur Effects", item: false },
  { id: "ai-blur", name: "AI Blur", item: false },
] as const;

export type EditorEffectId = (typeof editorEffects)[number]["id"];
