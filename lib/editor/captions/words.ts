/** The words of a caption's text, as the screen shows them (kept apart so that the edits need nothing more). */
export function splitWords(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}
