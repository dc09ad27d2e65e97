/** The id the root layout's render-blocking `expect` link waits for on a returning visit (app/layout.tsx). */
export const FIRST_SCREEN_END_ID = "first-screen-end";

/**
 * Marks where a page's first screen ends: the browser holds its first paint until the markup up to here has been read,
 * not the whole page, and draws the rest as it is read. Put it after what a phone shows before any scrolling, where
 * nothing that follows can move what came before. A page without one paints once it has been read whole.
 */
export function FirstScreenEnd() {
  return <div id={FIRST_SCREEN_END_ID} hidden />;
}
