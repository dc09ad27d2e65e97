/**
 * The generator and its loading frame share one minimum height, so the cards below do not move
 * when the generator arrives after the page.
 */
export const generatorMinHeight = "min-h-[58rem] lg:min-h-[40rem]";
